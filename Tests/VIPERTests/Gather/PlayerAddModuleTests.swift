import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player add module")
struct PlayerAddModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() {
        let caller = PlayerAddCallerSpy()
        let check = ModuleCheck(
            { PlayerAddModule.assemble(PlayerAddInput(output: caller), dependencies: .doubles()) },
            view: PlayerAddView.self, presenter: PlayerAddPresenter.self
        ) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(
            check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }
}
