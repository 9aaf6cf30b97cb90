import Domain
import Presentation
import TestSupport
import Testing

@testable import MyCardsMVP

@MainActor
/// My Cards' login: Football Gather's screen, leading to the cards instead of the players.
@Suite("MVP · My Cards login presenter")
struct MyCardsLoginPresenterTests {
    let auth = AuthServiceSpy()

    private func makeSUT(settings: SettingsStoreSpy = SettingsStoreSpy(), showsDemoHint: Bool = true) -> (
        LoginPresenter, LoginViewSpy
    ) {
        let sut = LoginPresenter(auth: auth, settings: settings, showsDemoHint: showsDemoHint)
        let view = LoginViewSpy()
        sut.view = view
        return (sut, view)
    }

    @Test func theDemoHintShowsOnlyWithTheEmbeddedBackend() {
        let (withHint, withHintView) = makeSUT(showsDemoHint: true)
        let (withoutHint, withoutHintView) = makeSUT(showsDemoHint: false)

        withHint.viewDidLoad()
        withoutHint.viewDidLoad()

        #expect(withHintView.calls == [.setDemoHintHidden(false)])
        #expect(withoutHintView.calls == [.setDemoHintHidden(true)])
    }

    @Test func theRememberedUsernameIsShownAndThePasswordFocused() async {
        let (sut, view) = makeSUT(settings: SettingsStoreSpy(LoginPreferences(rememberMe: true, username: "demo")))

        await sut.viewWillAppear()

        #expect(
            view.calls == [
                .showsLoading(true), .setRememberMe(true), .setUsername("demo"), .showsLoading(false),
                .focusFirstEmptyField(usernameIsEmpty: false),
            ])
    }

    @Test func bothFieldsAreMandatory() async {
        let (sut, view) = makeSUT()
        sut.usernameDidChange("  ")
        sut.passwordDidChange("demo")

        await sut.loginTapped()

        #expect(view.calls == [.present(title: "Error", message: "Both fields are mandatory.")])
        #expect(await auth.logins.isEmpty)
    }

    @Test func wrongCredentialsGiveTheReason() async {
        let (sut, view) = makeSUT()
        sut.usernameDidChange("demo")
        sut.passwordDidChange("nope")

        await sut.loginTapped()

        #expect(
            view.calls == [
                .showsLoading(true), .present(title: "Error", message: "Invalid username or password."),
                .showsLoading(false),
            ])
    }

    @Test func aLoginClearsThePasswordRemembersTheUsernameAndShowsThePlayers() async {
        let settings = SettingsStoreSpy()
        let (sut, view) = makeSUT(settings: settings)
        sut.usernameDidChange(" demo ")
        sut.passwordDidChange("demo")

        await sut.loginTapped()

        #expect(await auth.logins == [.init(username: "demo", password: "demo")])
        #expect(await settings.saved == [LoginPreferences(rememberMe: true, username: "demo")])
        #expect(view.calls == [.showsLoading(true), .clearPassword, .showCardList, .showsLoading(false)])
    }

    @Test func withRememberMeOffNothingIsRemembered() async {
        let settings = SettingsStoreSpy()
        let (sut, _) = makeSUT(settings: settings)
        sut.usernameDidChange("demo")
        sut.passwordDidChange("demo")
        sut.rememberMeDidChange(false)

        await sut.loginTapped()

        #expect(await settings.preferences == LoginPreferences(rememberMe: false, username: nil))
    }

    @Test func registeringCreatesTheUserThenLogsIn() async {
        let (sut, view) = makeSUT()
        sut.usernameDidChange("newcomer")
        sut.passwordDidChange("secret")

        await sut.registerTapped()

        #expect(await auth.registrations == [.init(username: "newcomer", password: "secret")])
        #expect(view.calls.contains(.showCardList))
    }

    @Test func aNewPasswordNeedsThreeCharactersAndNothingIsSentMeanwhile() async {
        let (sut, view) = makeSUT()
        sut.usernameDidChange("newcomer")
        sut.passwordDidChange("ab")

        await sut.registerTapped()

        #expect(view.calls == [.present(title: "Error", message: "The password needs at least 3 characters.")])
        #expect(await auth.registrations.isEmpty)
    }

    @Test func aUsernameOrPasswordTypedIsWorkEscWouldLose() {
        let (sut, view) = makeSUT()
        sut.usernameDidChange("zoe")
        let afterUsername = view.unsavedWork
        sut.usernameDidChange("")
        let afterErasing = view.unsavedWork

        sut.passwordDidChange("secret")

        #expect(afterUsername == "What you typed will be lost.")
        #expect(afterErasing == nil)
        #expect(view.unsavedWork == "What you typed will be lost.")
    }

    /// Back from a logout the form shows only what is remembered: Esc has nothing to ask about.
    @Test func backFromALogoutNothingTypedIsLeftToLose() async {
        let (sut, view) = makeSUT()
        await sut.viewWillAppear()
        sut.usernameDidChange("demo")
        sut.passwordDidChange("demo")
        await sut.loginTapped()

        await sut.viewWillAppear()

        #expect(view.unsavedWork == nil)
    }
}

/// Records every command the presenter gives, in order.
@MainActor
private final class LoginViewSpy: LoginViewProtocol {
    enum Call: Equatable {
        case showsLoading(Bool)
        /// An alert, by its title and message: its buttons' actions cannot be compared.
        case present(title: String, message: String)
        case setUsername(String)
        case clearPassword
        case setRememberMe(Bool)
        case setDemoHintHidden(Bool)
        case focusFirstEmptyField(usernameIsEmpty: Bool)
        case showCardList
    }

    private(set) var calls: [Call] = []
    var status: String?
    var unsavedWork: String?
    var showsLoading = false {
        didSet { calls.append(.showsLoading(showsLoading)) }
    }

    func present(_ alert: AlertContent) {
        calls.append(.present(title: alert.title, message: alert.message))
    }

    func setUsername(_ username: String) {
        calls.append(.setUsername(username))
    }

    func clearPassword() {
        calls.append(.clearPassword)
    }

    func setRememberMe(_ isOn: Bool) {
        calls.append(.setRememberMe(isOn))
    }

    func setDemoHintHidden(_ isHidden: Bool) {
        calls.append(.setDemoHintHidden(isHidden))
    }

    func focusFirstEmptyField(usernameIsEmpty: Bool) {
        calls.append(.focusFirstEmptyField(usernameIsEmpty: usernameIsEmpty))
    }

    func showCardList() {
        calls.append(.showCardList)
    }
}
