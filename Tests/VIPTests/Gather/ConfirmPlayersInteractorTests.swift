import Domain
import Foundation
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Confirm players interactor")
struct ConfirmPlayersInteractorTests {
    let gathers = GathersServiceSpy()
    let presenter = ConfirmPlayersPresenterSpy()

    private func makeSUT() -> ConfirmPlayersInteractor {
        let sut = ConfirmPlayersInteractor(gathers: gathers)
        sut.presenter = presenter
        sut.players = PlayerFixtures.squad
        return sut
    }

    @Test func aMoveGoesOneSectionAndSaysWhereThePlayerIsNow() {
        let sut = makeSUT()

        sut.move(request: .init(section: 0, row: 1, step: 1))
        sut.move(request: .init(section: 1, row: 0, step: 1))
        sut.move(request: .init(section: 2, row: 0, step: 1))

        #expect(presenter.moves == ["1:0", "2:0"])
        #expect(sut.members(of: .teamB) == [PlayerFixtures.ben])
    }

    @Test func theGatherIsMadeOnlyWithBothTeamsAndKeptForTheRouter() async throws {
        let sut = makeSUT()
        sut.move(request: .init(section: 0, row: 0, step: 1))
        await sut.start(request: .init())
        #expect(sut.gather == nil)

        sut.move(request: .init(section: 0, row: 0, step: 2))
        await sut.start(request: .init())

        let gather = try #require(sut.gather)
        #expect(
            Set(await gathers.assignments) == [
                .init(player: 1, gather: gather, team: .teamA), .init(player: 2, gather: gather, team: .teamB),
            ])
        #expect(presenter.starts == ["started"])
        #expect(presenter.loading == [true, false])
    }
}

@MainActor
final class ConfirmPlayersPresenterSpy: ConfirmPlayersPresentationLogic {
    private(set) var moves: [String] = []
    private(set) var starts: [String] = []
    private(set) var loading: [Bool] = []

    func presentLoading(response: ConfirmPlayers.Loading.Response) { loading.append(response.isLoading) }
    func presentTeams(response: ConfirmPlayers.Teams.Response) {
        response.moved.map { moves.append("\($0.section):\($0.row)") }
    }
    func presentStart(response: ConfirmPlayers.Start.Response) {
        starts.append(response.error.map { "failed: \($0)" } ?? "started")
    }
}
