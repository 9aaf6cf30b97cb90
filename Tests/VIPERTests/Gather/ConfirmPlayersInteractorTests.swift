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
        let sut = ConfirmPlayersInteractor(players: PlayerFixtures.squad, gathers: gathers)
        let output = ConfirmPlayersOutputSpy()
        sut.output = output
        sut.loadTeams()
        #expect(output.teams.last?[.bench] == PlayerFixtures.squad)
        #expect(output.canStart == [false])
        sut.move(PlayerFixtures.ana, to: .teamA)
        sut.move(PlayerFixtures.chloe, to: .teamB)
        #expect(output.teams.last == [.bench: [PlayerFixtures.ben], .teamA: [PlayerFixtures.ana], .teamB: [PlayerFixtures.chloe]])
        #expect(output.canStart == [false, false, true], "both teams need a player")

        await sut.startGather()
        let gather = try #require(output.started.first)
        #expect(Set(await gathers.assignments) == [.init(player: 1, gather: gather, team: .teamA), .init(player: 3, gather: gather, team: .teamB)])

        await gathers.fail(.addPlayer, with: ServiceFailure())
        await sut.startGather()
        #expect(output.failures.count == 1)
        #expect(await gathers.deletedIDs.count == 1, "the gather whose teams could not be made")
    }
}

@MainActor
final class ConfirmPlayersOutputSpy: ConfirmPlayersInteractorOutputProtocol {
    private(set) var teams: [[Team: [Player]]] = []
    private(set) var canStart: [Bool] = []
    private(set) var started: [Gather.ID] = []
    private(set) var failures: [String] = []

    func teamsChanged(_ teams: [Team: [Player]], canStart: Bool) {
        self.teams.append(teams)
        self.canStart.append(canStart)
    }

    func gatherStarted(_ gather: Gather.ID, teamA: [Player], teamB: [Player]) {
        started.append(gather)
    }

    func gatherCouldNotBeStarted(_ error: any Error) {
        failures.append("\(error)")
    }
}
