import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · PlayerDetail module")
struct PlayerDetailModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() {
        let caller = PlayerDetailCallerSpy()
        let check = ModuleCheck(
            {
                PlayerDetailModule.assemble(
                    PlayerDetailInput(player: PlayerFixtures.ben, output: caller), dependencies: .doubles())
            }, view: PlayerDetailView.self, presenter: PlayerDetailPresenter.self
        ) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(
            check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }
}
