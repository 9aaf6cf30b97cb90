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

        #expect(presenter.moves == [.presentTeams(section: 1, row: 0), .presentTeams(section: 2, row: 0)])
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
        #expect(presenter.starts == [.presentStart(errorDescription: nil)])
        #expect(presenter.loading == [true, false])
    }
}

@MainActor
final class ConfirmPlayersPresenterSpy: ConfirmPlayersPresentationLogic {
    enum Call: Equatable {
        /// Teams presented after a move: where the player moved is now.
        case presentTeams(section: Int, row: Int)
        case presentStart(errorDescription: String?)
    }

    private(set) var moves: [Call] = []
    private(set) var starts: [Call] = []
    private(set) var loading: [Bool] = []

    func presentLoading(response: ConfirmPlayers.Loading.Response) { loading.append(response.isLoading) }
    func presentTeams(response: ConfirmPlayers.Teams.Response) {
        response.moved.map { moves.append(.presentTeams(section: $0.section, row: $0.row)) }
    }
    func presentStart(response: ConfirmPlayers.Start.Response) {
        starts.append(.presentStart(errorDescription: response.error.map { String(describing: $0) }))
    }
}
