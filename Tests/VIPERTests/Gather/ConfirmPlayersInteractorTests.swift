import Domain
import Foundation
import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Confirm players interactor")
struct ConfirmPlayersInteractorTests {
    let gathers = GathersServiceSpy()

    @Test func theTeamsAreMadeOnTheBackendAndAHalfMadeGatherIsRemoved() async throws {
        let sut = ConfirmPlayersInteractor(
            input: ConfirmPlayersInput(players: PlayerFixtures.squad, output: nil), gathers: gathers)
        let output = ConfirmPlayersOutputSpy()
        sut.output = output
        sut.loadTeams()
        #expect(output.teams.last?[.bench]?.map(\.name) == PlayerFixtures.squad.map(\.name))
        #expect(output.canStart == [false])
        sut.move(row: 0, of: .bench, .right)
        sut.move(row: 1, of: .bench, .right)
        sut.move(row: 1, of: .teamA, .right)
        #expect(
            output.teams.last?.mapValues { $0.map(\.name) } == [
                .bench: ["Ben Carter"], .teamA: ["Ana Silva"], .teamB: ["Chloé Martin"],
            ])
        #expect(
            output.teams.last?[.teamA]?.first?.position == PlayerFixtures.ana.preferredPosition,
            "a plain value: the name and the position")
        #expect(output.canStart == [false, false, false, true], "both teams need a player")
        #expect(
            output.moved == [
                .playerMoved(to: .teamA, row: 0), .playerMoved(to: .teamA, row: 1), .playerMoved(to: .teamB, row: 0),
            ])

        await sut.startGather()
        let gather = try #require(output.started.first)
        #expect(
            Set(await gathers.assignments) == [
                .init(player: 1, gather: gather, team: .teamA), .init(player: 3, gather: gather, team: .teamB),
            ])

        await gathers.fail(.addPlayer, with: ServiceFailure())
        await sut.startGather()
        #expect(output.failures.count == 1)
        #expect(await gathers.deletedIDs.count == 1, "the gather whose teams could not be made")
    }

    @Test func nothingMovesFromAnEmptyRowOrPastEitherEndAndNothingStartsWithoutBothTeams() async {
        let sut = ConfirmPlayersInteractor(
            input: ConfirmPlayersInput(players: PlayerFixtures.squad, output: nil), gathers: gathers)
        let output = ConfirmPlayersOutputSpy()
        sut.output = output

        sut.move(row: 9, of: .bench, .right)
        sut.move(row: 0, of: .bench, .left)
        sut.move(row: 0, of: .bench, .right)
        sut.move(row: 0, of: .teamA, .right)
        sut.move(row: 0, of: .teamB, .right)
        await sut.startGather()

        #expect(
            output.moved == [.playerMoved(to: .teamA, row: 0), .playerMoved(to: .teamB, row: 0)],
            "past Team B is nowhere")
        #expect(output.started.isEmpty)
        #expect(await gathers.assignments.isEmpty)
    }

    /// The interactor decides which moves the person's player can make: none towards the bench
    /// from the bench, none past Team B; the highlight follows a moved player.
    @Test func theMovesAvailableFollowTheHighlightedPlayer() {
        let sut = ConfirmPlayersInteractor(
            input: ConfirmPlayersInput(players: PlayerFixtures.squad, output: nil), gathers: gathers)
        let output = ConfirmPlayersOutputSpy()
        sut.output = output

        sut.loadTeams()
        sut.move(row: 0, of: .bench, .right)
        sut.highlight(row: 0, of: .bench)
        sut.move(row: 0, of: .teamA, .right)

        #expect(
            output.moves == [
                .init(left: false, right: true), .init(left: true, right: true), .init(left: false, right: true),
                .init(left: true, right: false),
            ])
    }
}

@MainActor
final class ConfirmPlayersOutputSpy: ConfirmPlayersInteractorOutputProtocol {
    struct Moves: Equatable {
        let left: Bool
        let right: Bool
    }

    private(set) var moves: [Moves] = []

    func movesChanged(canMoveLeft: Bool, canMoveRight: Bool) {
        moves.append(Moves(left: canMoveLeft, right: canMoveRight))
    }

    private(set) var teams: [[Team: [ConfirmPlayersMember]]] = []

    enum Call: Equatable {
        case playerMoved(to: Team, row: Int)
    }

    private(set) var moved: [Call] = []
    private(set) var canStart: [Bool] = []
    private(set) var started: [Gather.ID] = []
    private(set) var failures: [String] = []

    func teamsChanged(_ teams: [Team: [ConfirmPlayersMember]], canStart: Bool) {
        self.teams.append(teams)
        self.canStart.append(canStart)
    }

    func playerMoved(to team: Team, row: Int) {
        moved.append(.playerMoved(to: team, row: row))
    }

    func gatherStarted(_ input: GatherInput) {
        started.append(input.gather)
    }

    func gatherCouldNotBeStarted(_ error: any Error, unconfirmed: Bool) {
        failures.append("\(error)")
    }
}
