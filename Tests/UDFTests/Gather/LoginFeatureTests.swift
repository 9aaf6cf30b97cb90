import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherUDF

@MainActor
@Suite("UDF · Login feature", .storesFinish)
struct LoginFeatureTests {
    let auth = AuthServiceSpy()
    let settings = SettingsStoreSpy()
    let scheduler = ManualScheduler()

    private func makeSUT(settings: SettingsStoreSpy? = nil) -> TestStore<LoginFeature> {
        TestStore(
            initialState: LoginFeature.State(showsDemoHint: true),
            reducer: LoginFeature(auth: auth, settings: settings ?? self.settings),
            scheduler: scheduler
        )
    }

    /// Typed, with "demo" as the username and `password` as the password.
    private func typed(_ sut: TestStore<LoginFeature>, username: String = "demo", password: String) {
        sut.send(.usernameChanged(username)) { $0.username = username }
        sut.send(.passwordChanged(password)) { $0.password = password }
    }

    /// The answer of a login that went through: the password is forgotten, and the parent told.
    private func receiveLoggedIn(_ sut: TestStore<LoginFeature>, sourceLocation: SourceLocation = #_sourceLocation)
        async
    {
        await sut.receive(
            .loggedIn(rememberingFailure: nil),
            {
                $0.isLoading = false
                $0.password = ""
            }, sourceLocation: sourceLocation)
        await sut.receive(.delegate(.loggedIn), sourceLocation: sourceLocation)
    }

    @Test func bothFieldsAreMandatory() async {
        let sut = makeSUT()
        typed(sut, username: "  ", password: "demo")

        sut.send(.loginTapped) { $0.alert = .error("Both fields are mandatory.") }
        sut.send(.alert(nil)) { $0.alert = nil }

        await sut.finish()
        #expect(await auth.logins.isEmpty)
    }

    @Test func wrongCredentialsGiveTheReason() async {
        let sut = makeSUT()
        typed(sut, password: "nope")

        sut.send(.loginTapped) { $0.isLoading = true }
        await sut.receive(.authFailed(reason: "Invalid username or password.")) {
            $0.isLoading = false
            $0.alert = .error("Invalid username or password.")
        }
        await sut.finish()
    }

    @Test func aLoginRemembersTheUsernameForgetsThePasswordAndTellsItsParent() async {
        let sut = makeSUT()
        typed(sut, username: " demo ", password: "demo")

        sut.send(.loginTapped) { $0.isLoading = true }
        await receiveLoggedIn(sut)
        await sut.finish()

        #expect(await auth.logins == [.init(username: "demo", password: "demo")])
        #expect(await settings.saved == [LoginPreferences(rememberMe: true, username: "demo")])
    }

    @Test func withRememberMeOffNothingIsRemembered() async {
        let sut = makeSUT()
        typed(sut, password: "demo")
        sut.send(.rememberMeChanged(false)) { $0.rememberMe = false }

        sut.send(.loginTapped) { $0.isLoading = true }
        await receiveLoggedIn(sut)
        await sut.finish()

        #expect(await settings.preferences == LoginPreferences(rememberMe: false, username: nil))
    }

    @Test func theRememberedUsernameIsLoadedAndThePasswordTakesTheCursor() async {
        let sut = makeSUT(settings: SettingsStoreSpy(LoginPreferences(rememberMe: true, username: "demo")))

        sut.send(.appeared) { $0.isLoading = true }
        await sut.receive(.preferencesLoaded(LoginPreferences(rememberMe: true, username: "demo"))) {
            $0.isLoading = false
            $0.username = "demo"
            $0.rememberedUsername = "demo"
            $0.focusedField = .password
        }
        await sut.finish()
    }

    @Test func registeringCreatesTheUserThenLogsIn() async {
        let sut = makeSUT()
        typed(sut, username: "newcomer", password: "secret")

        sut.send(.registerTapped) { $0.isLoading = true }
        await receiveLoggedIn(sut)
        await sut.finish()

        #expect(await auth.registrations == [.init(username: "newcomer", password: "secret")])
    }

    @Test func aNewPasswordNeedsThreeCharactersAndNothingIsSentMeanwhile() async {
        let sut = makeSUT()
        typed(sut, username: "newcomer", password: "ab")

        sut.send(.registerTapped) { $0.alert = .error("The password needs at least 3 characters.") }

        await sut.finish()
        #expect(await auth.registrations.isEmpty)
    }

    @Test func aSecondLoginWhileTheFirstIsInFlightIsNotSent() async {
        let sut = makeSUT()
        let gate = RequestGate()
        await auth.hold(at: gate)
        typed(sut, password: "demo")

        sut.send(.loginTapped) { $0.isLoading = true }
        await gate.waitForACall()
        sut.send(.loginTapped)
        await gate.open()
        await receiveLoggedIn(sut)
        await sut.finish()

        #expect(await auth.logins.count == 1)
    }

    @Test func typingOverTheRememberedUsernameIsWorkEscWouldLose() {
        var state = LoginFeature.State(showsDemoHint: false)
        state.rememberedUsername = "demo"
        state.username = "demo"
        let untouched = state.unsavedWork

        state.username = "demon"

        #expect(untouched == nil)
        #expect(state.unsavedWork == "What you typed will be lost.")
    }
}
