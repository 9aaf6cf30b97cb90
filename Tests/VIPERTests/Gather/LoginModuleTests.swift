import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Login module")
struct LoginModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() {
        let check = ModuleCheck({ LoginModule.assemble(dependencies: .doubles()) }, view: LoginView.self, presenter: LoginPresenter.self) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }
}
