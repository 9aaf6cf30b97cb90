import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · ConfirmPlayers module")
struct ConfirmPlayersModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() {
        let caller = GatherCallerSpy()
        let check = ModuleCheck(
            {
                ConfirmPlayersModule.assemble(
                    ConfirmPlayersInput(players: PlayerFixtures.squad, output: caller), dependencies: .doubles())
            }, view: ConfirmPlayersView.self, presenter: ConfirmPlayersPresenter.self
        ) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(
            check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }
}
