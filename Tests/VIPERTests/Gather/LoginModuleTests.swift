import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Login module")
struct LoginModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() {
        let check = ModuleCheck(
            { LoginModule.assemble(dependencies: .doubles()) }, view: LoginView.self, presenter: LoginPresenter.self
        ) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(
            check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }

    @Test func theFormHidesThePasswordAndOpensWithRememberMeOn() throws {
        let view = try #require(LoginModule.assemble(dependencies: .doubles()) as? LoginView)

        #expect(view.passwordField.isSecure, "what is typed shows as •")
        #expect(
            view.rememberMeToggle.isOn,
            "as its presenter assumes until the preferences are read, and when they cannot be")
    }
}
