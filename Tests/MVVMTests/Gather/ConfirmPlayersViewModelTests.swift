import Domain
import TestSupport
import Testing
@testable import GatherMVVM

@MainActor
@Suite("MVVM · Confirm players view model")
struct ConfirmPlayersViewModelTests {
    let gathers = GathersServiceSpy()

    @Test func teamsArePickedAndStartNeedsBoth() async throws {
        let sut = ConfirmPlayersViewModel(players: PlayerFixtures.squad, gathers: gathers)
        var started: [Gather.ID] = []
        sut.onRoute = { route in
            if case .gatherStarted(let gather, _, _) = route { started.append(gather) }
        }
        #expect(sut.members(of: .bench) == PlayerFixtures.squad)

        sut.move(section: 0, row: 0, by: 1)
        #expect(sut.movedPlayer?.section == 1, "the moved player stays highlighted in Team A")
        #expect(sut.movedPlayer?.row == 0)
        sut.movedPlayerHighlighted()
        #expect(sut.movedPlayer == nil)
        #expect(!sut.canStart)
        await sut.start()
        #expect(started.isEmpty)

        sut.move(section: 0, row: 0, by: 2)
        await sut.start()

        let gather = try #require(started.first)
        #expect(Set(await gathers.assignments) == [.init(player: 1, gather: gather, team: .teamA), .init(player: 2, gather: gather, team: .teamB)])
    }

    @Test func aFailedStartIsTheSpecsAlertAndTheHalfMadeGatherIsRemoved() async {
        let sut = ConfirmPlayersViewModel(players: PlayerFixtures.squad, gathers: gathers)
        await gathers.fail(.addPlayer, with: ServiceFailure())
        sut.move(section: 0, row: 0, by: 1)
        sut.move(section: 0, row: 0, by: 2)

        await sut.start()

        #expect(sut.alert?.message == "Unable to create gather.")
        #expect(await gathers.deletedIDs == gathers.createdIDs)
    }
}
