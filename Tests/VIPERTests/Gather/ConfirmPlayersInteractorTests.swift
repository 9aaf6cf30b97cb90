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
        let sut = ConfirmPlayersInteractor(input: ConfirmPlayersInput(players: PlayerFixtures.squad, output: nil), gathers: gathers)
        let output = ConfirmPlayersOutputSpy()
        sut.output = output
        sut.loadTeams()
        #expect(output.teams.last?[.bench]?.map(\.name) == PlayerFixtures.squad.map(\.name))
        #expect(output.canStart == [false])
        sut.move(row: 0, of: .bench, to: .teamA)
        sut.move(row: 1, of: .bench, to: .teamB)
        #expect(output.teams.last?.mapValues { $0.map(\.name) } == [.bench: ["Ben Carter"], .teamA: ["Ana Silva"], .teamB: ["Chloé Martin"]])
        #expect(output.teams.last?[.teamA]?.first?.position == PlayerFixtures.ana.preferredPosition, "a plain value: the name and the position")
        #expect(output.canStart == [false, false, true], "both teams need a player")
        #expect(output.moved == ["teamA:0", "teamB:0"])

        await sut.startGather()
        let gather = try #require(output.started.first)
        #expect(Set(await gathers.assignments) == [.init(player: 1, gather: gather, team: .teamA), .init(player: 3, gather: gather, team: .teamB)])

        await gathers.fail(.addPlayer, with: ServiceFailure())
        await sut.startGather()
        #expect(output.failures.count == 1)
        #expect(await gathers.deletedIDs.count == 1, "the gather whose teams could not be made")
    }

    @Test func nothingMovesFromAnEmptyRowOrToItsOwnTeamAndNothingStartsWithoutBothTeams() async {
        let sut = ConfirmPlayersInteractor(input: ConfirmPlayersInput(players: PlayerFixtures.squad, output: nil), gathers: gathers)
        let output = ConfirmPlayersOutputSpy()
        sut.output = output

        sut.move(row: 9, of: .bench, to: .teamA)
        sut.move(row: 0, of: .bench, to: .bench)
        sut.move(row: 0, of: .bench, to: .teamA)
        await sut.startGather()

        #expect(output.moved == ["teamA:0"])
        #expect(output.started.isEmpty)
        #expect(await gathers.assignments.isEmpty)
    }
}

@MainActor
final class ConfirmPlayersOutputSpy: ConfirmPlayersInteractorOutputProtocol {
    private(set) var teams: [[Team: [ConfirmPlayersMember]]] = []
    private(set) var moved: [String] = []
    private(set) var canStart: [Bool] = []
    private(set) var started: [Gather.ID] = []
    private(set) var failures: [String] = []

    func teamsChanged(_ teams: [Team: [ConfirmPlayersMember]], canStart: Bool) {
        self.teams.append(teams)
        self.canStart.append(canStart)
    }

    func playerMoved(to team: Team, row: Int) {
        moved.append("\(team):\(row)")
    }

    func gatherStarted(_ input: GatherInput) {
        started.append(input.gather)
    }

    func gatherCouldNotBeStarted(_ error: any Error, unconfirmed: Bool) {
        failures.append("\(error)")
    }
}
