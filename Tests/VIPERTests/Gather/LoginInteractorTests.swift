import Domain
import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Login interactor")
struct LoginInteractorTests {
    let auth = AuthServiceSpy()
    let output = LoginOutputSpy()

    private func makeSUT(_ settings: SettingsStoreSpy = SettingsStoreSpy()) -> LoginInteractor {
        let sut = LoginInteractor(auth: auth, settings: settings)
        sut.output = output
        return sut
    }

    @Test func theRememberedPreferencesAreRead() async {
        let sut = makeSUT(SettingsStoreSpy(LoginPreferences(rememberMe: true, username: "demo")))

        await sut.loadPreferences()

        #expect(output.events == ["preferences demo, remember: true"])
    }

    @Test func aLoginRemembersTheUsernameWhenAsked() async {
        let settings = SettingsStoreSpy()
        let sut = makeSUT(settings)

        await sut.login(username: "demo", password: "demo", rememberMe: true)

        #expect(await auth.logins == [.init(username: "demo", password: "demo")])
        #expect(await settings.saved == [LoginPreferences(rememberMe: true, username: "demo")])
        #expect(output.events == ["loggedIn"])
    }

    @Test func wrongCredentialsArePassedOnWithTheReason() async {
        let sut = makeSUT()

        await sut.login(username: "demo", password: "nope", rememberMe: true)

        #expect(output.events == ["failed: Invalid username or password."])
    }

    @Test func aNewPasswordFollowsTheDomainsRuleBeforeAnythingIsSent() async {
        let sut = makeSUT()

        await sut.register(username: "newcomer", password: "ab", rememberMe: true)
        #expect(output.events == ["failed: The password needs at least 3 characters."])
        #expect(await auth.registrations.isEmpty)

        await sut.register(username: "newcomer", password: "secret", rememberMe: false)
        #expect(await auth.registrations == [.init(username: "newcomer", password: "secret")])
        #expect(output.events.last == "loggedIn")
    }
}

@MainActor
final class LoginOutputSpy: LoginInteractorOutputProtocol {
    private(set) var events: [String] = []

    func preferencesLoaded(_ preferences: LoginPreferences) {
        events.append("preferences \(preferences.username ?? "-"), remember: \(preferences.rememberMe)")
    }

    func preferencesCouldNotBeRead(_ error: any Error) {
        events.append("preferences failed: \(error)")
    }

    func loggedIn() {
        events.append("loggedIn")
    }

    func loginFailed(_ error: any Error) {
        events.append("failed: \(error)")
    }

    func usernameCouldNotBeRemembered(_ error: any Error) {
        events.append("not remembered: \(error)")
    }
}
