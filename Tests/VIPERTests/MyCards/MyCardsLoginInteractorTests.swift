import Domain
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
/// My Cards' login: Football Gather's screen, leading to the cards instead of the players.
@Suite("VIPER · My Cards login interactor")
struct MyCardsLoginInteractorTests {
    let auth = AuthServiceSpy()
    let output = MyCardsLoginOutputSpy()

    private func makeSUT(_ settings: SettingsStoreSpy = SettingsStoreSpy()) -> LoginInteractor {
        let sut = LoginInteractor(auth: auth, settings: settings)
        sut.output = output
        return sut
    }

    @Test func theRememberedFormIsToldAndIsNothingToLose() async {
        let sut = makeSUT(SettingsStoreSpy(LoginPreferences(rememberMe: true, username: "demo")))

        await sut.loadPreferences()

        #expect(
            output.events == [.formLoaded(username: "demo", rememberMe: true), .credentialsChanged(isTypedOver: false)])
    }

    @Test func unreadablePreferencesAreSaidAndTheFormStaysAsTyped() async {
        let settings = SettingsStoreSpy()
        await settings.fail(with: ServiceFailure("locked"))
        let sut = makeSUT(settings)
        sut.changeUsername("ana")

        await sut.loadPreferences()

        #expect(
            output.events == [
                .credentialsChanged(isTypedOver: true), .preferencesCouldNotBeRead(errorDescription: "locked"),
                .formLoaded(username: "ana", rememberMe: true), .credentialsChanged(isTypedOver: true),
            ])
    }

    @Test func bothFieldsAreMandatoryAndNothingIsSentMeanwhile() async {
        let sut = makeSUT()
        sut.changeUsername("  ")
        sut.changePassword("demo")

        await sut.login()
        await sut.register()

        #expect(output.events.suffix(2) == [.credentialsMissing, .credentialsMissing])
        #expect(await auth.logins.isEmpty)
        #expect(await auth.registrations.isEmpty)
    }

    @Test func aLoginIsSentTrimmedAndRemembersTheUsernameWhenAsked() async {
        let settings = SettingsStoreSpy()
        let sut = makeSUT(settings)
        sut.changeUsername(" demo ")
        sut.changePassword("demo")

        await sut.login()

        #expect(await auth.logins == [.init(username: "demo", password: "demo")])
        #expect(
            await settings.saved == [LoginPreferences(rememberMe: true, username: "demo")],
            "remember me is on until the preferences say otherwise")
        #expect(
            output.events.suffix(2) == [.credentialsChanged(isTypedOver: true), .loggedIn],
            "the password is cleared; the username typed is still there")
    }

    @Test func wrongCredentialsArePassedOnWithTheReason() async {
        let sut = makeSUT()
        sut.changeUsername("demo")
        sut.changePassword("nope")

        await sut.login()

        #expect(output.events.last == .loginFailed(errorDescription: "Invalid username or password."))
    }

    @Test func aNewPasswordFollowsTheDomainsRuleBeforeAnythingIsSent() async {
        let settings = SettingsStoreSpy()
        let sut = makeSUT(settings)
        sut.changeUsername("newcomer")
        sut.changePassword("ab")

        await sut.register()
        #expect(output.events.last == .loginFailed(errorDescription: "The password needs at least 3 characters."))
        #expect(await auth.registrations.isEmpty)

        sut.changePassword("secret")
        sut.changeRememberMe(false)
        await sut.register()
        #expect(await auth.registrations == [.init(username: "newcomer", password: "secret", rememberMe: false)])
        #expect(await settings.saved == [LoginPreferences(rememberMe: false, username: "newcomer")])
        #expect(output.events.last == .loggedIn)
    }

    @Test func whatIsTypedOverTheRememberedFormIsWorkThatEscWouldLose() async {
        let sut = makeSUT(SettingsStoreSpy(LoginPreferences(rememberMe: true, username: "demo")))
        await sut.loadPreferences()

        sut.changeUsername("demox")
        sut.changeUsername("demo")
        sut.changePassword("d")
        sut.changePassword("")

        #expect(
            output.events.suffix(4) == [
                .credentialsChanged(isTypedOver: true), .credentialsChanged(isTypedOver: false),
                .credentialsChanged(isTypedOver: true), .credentialsChanged(isTypedOver: false),
            ])
    }
}

@MainActor
final class MyCardsLoginOutputSpy: LoginInteractorOutputProtocol {
    enum Call: Equatable {
        case formLoaded(username: String, rememberMe: Bool)
        case preferencesCouldNotBeRead(errorDescription: String)
        case credentialsChanged(isTypedOver: Bool)
        case credentialsMissing
        case loggedIn
        case loginFailed(errorDescription: String)
        case usernameCouldNotBeRemembered(errorDescription: String)
    }

    private(set) var events: [Call] = []

    func formLoaded(username: String, rememberMe: Bool) {
        events.append(.formLoaded(username: username, rememberMe: rememberMe))
    }

    func preferencesCouldNotBeRead(_ error: any Error) {
        events.append(.preferencesCouldNotBeRead(errorDescription: String(describing: error)))
    }

    func credentialsChanged(isTypedOver: Bool) {
        events.append(.credentialsChanged(isTypedOver: isTypedOver))
    }

    func credentialsMissing() {
        events.append(.credentialsMissing)
    }

    func loggedIn() {
        events.append(.loggedIn)
    }

    func loginFailed(_ error: any Error) {
        events.append(.loginFailed(errorDescription: String(describing: error)))
    }

    func usernameCouldNotBeRemembered(_ error: any Error) {
        events.append(.usernameCouldNotBeRemembered(errorDescription: String(describing: error)))
    }
}
