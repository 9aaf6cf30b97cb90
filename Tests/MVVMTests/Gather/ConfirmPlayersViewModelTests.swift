import Domain
import TestSupport
import Testing

@testable import GatherMVVM

@MainActor
@Suite("MVVM · Confirm players view model")
struct ConfirmPlayersViewModelTests {
    let output = GatherOutputSpy()
    let alerts = AlertRecorder()
    let gathers = GathersServiceSpy()

    @Test func teamsArePickedAndStartNeedsBoth() async throws {
        let sut = ConfirmPlayersViewModel(players: PlayerFixtures.squad, gathers: gathers, output: output)
        sut.onAlert = alerts.record
        #expect(sut.members(of: .bench) == PlayerFixtures.squad)

        sut.move(section: 0, row: 0, by: 1)
        #expect(sut.highlighted == .init(section: 1, row: 0), "the moved player stays highlighted in Team A")
        #expect(!sut.canStart)
        #expect(sut.startUnavailableReason == "Put at least one player in each team.")
        await sut.start()
        #expect(output.startedGathers.isEmpty)

        sut.move(section: 0, row: 0, by: 2)
        await sut.start()

        let gather = try #require(output.startedGathers.first)
        #expect(
            Set(await gathers.assignments) == [
                .init(player: 1, gather: gather, team: .teamA), .init(player: 2, gather: gather, team: .teamB),
            ])
    }

    @Test func aFailedStartIsTheSpecsAlertAndTheHalfMadeGatherIsRemoved() async {
        let sut = ConfirmPlayersViewModel(players: PlayerFixtures.squad, gathers: gathers, output: output)
        sut.onAlert = alerts.record
        await gathers.fail(.addPlayer, with: ServiceFailure())
        sut.move(section: 0, row: 0, by: 1)
        sut.move(section: 0, row: 0, by: 2)

        await sut.start()

        #expect(alerts.last?.message == "Unable to create gather.")
        #expect(await gathers.deletedIDs == gathers.createdIDs)
    }
}
