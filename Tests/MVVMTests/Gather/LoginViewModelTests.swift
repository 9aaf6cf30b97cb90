import Domain
import TestSupport
import Testing

@testable import GatherMVVM

@MainActor
@Suite("MVVM · Login view model")
struct LoginViewModelTests {
    let output = GatherOutputSpy()
    let alerts = AlertRecorder()
    let auth = AuthServiceSpy()
    let settings = SettingsStoreSpy()

    private func makeSUT() -> LoginViewModel {
        let sut = LoginViewModel(auth: auth, settings: settings, showsDemoHint: true, output: output)
        sut.onAlert = alerts.record
        return sut
    }

    @Test func bothFieldsAreMandatory() async {
        let sut = makeSUT()
        sut.usernameDidChange("  ")
        sut.passwordDidChange("demo")

        await sut.login()

        #expect(alerts.last?.message == "Both fields are mandatory.")
        #expect(await auth.logins.isEmpty)
        #expect(output.events.count == 0)
    }

    @Test func wrongCredentialsGiveTheReason() async {
        let sut = makeSUT()
        sut.usernameDidChange("demo")
        sut.passwordDidChange("nope")

        await sut.login()

        #expect(alerts.last?.title == "Error")
        #expect(alerts.last?.message == "Invalid username or password.")
        #expect(output.events.count == 0)
    }

    @Test func aLoginRemembersTheUsernameForgetsThePasswordAndRoutes() async {
        let sut = makeSUT()
        sut.usernameDidChange(" demo ")
        sut.passwordDidChange("demo")

        await sut.login()

        #expect(await auth.logins == [.init(username: "demo", password: "demo")])
        #expect(await settings.saved == [LoginPreferences(rememberMe: true, username: "demo")])
        #expect(sut.password.isEmpty)
        #expect(output.events.count == 1)
    }

    @Test func withRememberMeOffNothingIsRemembered() async {
        let sut = makeSUT()
        sut.usernameDidChange("demo")
        sut.passwordDidChange("demo")
        sut.rememberMeDidChange(false)

        await sut.login()

        #expect(await settings.preferences == LoginPreferences(rememberMe: false, username: nil))
    }

    @Test func theRememberedUsernameIsLoaded() async {
        let settings = SettingsStoreSpy(LoginPreferences(rememberMe: true, username: "demo"))
        let sut = LoginViewModel(auth: auth, settings: settings, showsDemoHint: false, output: output)
        sut.onAlert = alerts.record

        #expect(sut.firstField == .username, "nothing remembered yet: the form starts at the username")
        await sut.loadPreferences()

        #expect(sut.username == "demo")
        #expect(sut.rememberMe)
        #expect(sut.firstField == .password, "a remembered username: the form starts at the password")
    }

    @Test func registeringCreatesTheUserThenLogsIn() async {
        let sut = makeSUT()
        sut.usernameDidChange("newcomer")
        sut.passwordDidChange("secret")

        await sut.register()

        #expect(await auth.registrations == [.init(username: "newcomer", password: "secret")])
        #expect(output.events.count == 1)
    }

    @Test func aNewPasswordNeedsThreeCharactersAndNothingIsSentMeanwhile() async {
        let sut = makeSUT()
        sut.usernameDidChange("newcomer")
        sut.passwordDidChange("ab")

        await sut.register()

        #expect(alerts.last?.message == "The password needs at least 3 characters.")
        #expect(await auth.registrations.isEmpty)
        #expect(output.events.count == 0)
    }

    // The limit only stops a hang (a call the gate never sees); generous, because in a loaded
    // run with coverage every main-actor test waits its turn (one took 91 s there).
    @Test(.timeLimit(.minutes(5))) func theLoginIsInFlightUntilItsAnswerAndASecondOneIsNotSent() async {
        let sut = makeSUT()
        let gate = RequestGate()
        await auth.hold(at: gate)
        sut.usernameDidChange("demo")
        sut.passwordDidChange("demo")

        let firstLogin = Task { await sut.login() }
        await gate.waitForACall()
        #expect(sut.request.isInFlight)
        await sut.login()
        #expect(await auth.logins.count == 1)

        await gate.open()
        await firstLogin.value
        #expect(!sut.request.isInFlight)
        #expect(await auth.logins.count == 1)
        #expect(output.events == [.loggedIn])
    }
}
