import AppSupport
import TestSupport
import Testing

@testable import MyCardsVIPER

/// My Cards' login: Football Gather's screen, leading to the cards instead of the players.
@MainActor
@Suite("VIPER · My Cards login module")
struct MyCardsLoginModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() async {
        let dependencies = MyCardsDependencies.doubles(camera: await CardFixtures.testCamera())
        let check = ModuleCheck(
            { LoginModule.assemble(dependencies: dependencies) }, view: LoginView.self, presenter: LoginPresenter.self
        ) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(
            check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }

    @Test func theFormHidesThePasswordAndOpensWithRememberMeOn() async throws {
        let view = try #require(
            LoginModule.assemble(dependencies: .doubles(camera: await CardFixtures.testCamera())) as? LoginView)

        #expect(view.passwordField.isSecure, "what is typed shows as •")
        #expect(
            view.rememberMeToggle.isOn,
            "as its presenter assumes until the preferences are read, and when they cannot be")
    }
}
