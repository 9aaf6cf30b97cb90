import Domain
import Presentation
import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Login presenter")
struct LoginPresenterTests {
    let view = LoginViewSpy()
    let interactor = LoginInteractorSpy()
    let router = LoginRouterSpy()

    private func makeSUT() -> LoginPresenter {
        let sut = LoginPresenter(interactor: interactor, router: router, showsDemoHint: true)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func theRememberedUsernameIsShownAndThePasswordFocused() async {
        let sut = makeSUT()
        interactor.preferences = LoginPreferences(rememberMe: true, username: "demo")

        sut.viewDidLoad()
        await sut.viewWillAppear()

        #expect(view.calls == ["setDemoHintHidden(false)", "loading on", "setRememberMe(true)", "setUsername(demo)", "loading off", "focusFirstEmptyField(usernameIsEmpty: false)"])
    }

    @Test func bothFieldsAreMandatoryAndNothingIsAskedMeanwhile() async {
        let sut = makeSUT()
        sut.usernameDidChange("  ")
        sut.passwordDidChange("demo")

        await sut.loginTapped()

        #expect(view.calls == ["alert Error: Both fields are mandatory."])
        #expect(interactor.requests.isEmpty)
    }

    @Test func aLoginIsAskedTrimmedWithLoadingAroundItThenThePlayersShow() async {
        let sut = makeSUT()
        sut.usernameDidChange(" demo ")
        sut.passwordDidChange("demo")
        sut.rememberMeDidChange(false)

        await sut.loginTapped()

        #expect(interactor.requests == ["login demo/demo remember: false"])
        #expect(view.calls == ["loading on", "clearPassword()", "loading off"])
        #expect(router.playerListCount == 1)
    }

    @Test func aFailureIsItsReasonAndNoNavigation() async {
        let sut = makeSUT()
        interactor.failure = ServiceFailure("Invalid username or password.")
        sut.usernameDidChange("demo")
        sut.passwordDidChange("nope")

        await sut.registerTapped()

        #expect(view.calls == ["loading on", "alert Error: Invalid username or password.", "loading off"])
        #expect(router.playerListCount == 0)
    }

    @Test func backFromALogoutTheRememberedUsernameIsNothingToLose() async {
        let sut = makeSUT()
        sut.usernameDidChange("demo")
        sut.passwordDidChange("demo")
        await sut.loginTapped()
        interactor.preferences = LoginPreferences(rememberMe: true, username: "demo")
        await sut.viewWillAppear()
        let backAtLogin = view.unsavedWork
        sut.passwordDidChange("demo")

        await sut.loginTapped()

        #expect(backAtLogin == nil, "the username shown is the one remembered")
        #expect(view.unsavedWork == nil, "logged in again: the password is cleared and the username is the remembered one")
    }

    @Test func rememberMeIsOnUntilThePreferencesSayOtherwise() async {
        let sut = makeSUT()
        sut.preferencesCouldNotBeRead(ServiceFailure("locked"))
        sut.usernameDidChange("demo")
        sut.passwordDidChange("demo")

        await sut.loginTapped()

        #expect(interactor.requests == ["login demo/demo remember: true"], "as the form's toggle shows it")
    }

    @Test func whatIsTypedIsWorkThatEscWouldLose() {
        let sut = makeSUT()
        sut.usernameDidChange("demo")
        let afterUsername = view.unsavedWork
        sut.usernameDidChange("")
        let afterErasing = view.unsavedWork

        sut.passwordDidChange("demo")

        #expect(afterUsername == "What you typed will be lost.")
        #expect(afterErasing == nil, "the form is as it opened")
        #expect(view.unsavedWork == "What you typed will be lost.")
    }
}

/// Records every command the presenter gives, in order.
@MainActor
final class LoginViewSpy: LoginViewProtocol {
    private(set) var calls: [String] = []
    var status: String?
    var unsavedWork: String?
    var showsLoading = false {
        didSet { calls.append(showsLoading ? "loading on" : "loading off") }
    }

    func present(_ alert: AlertContent) {
        calls.append("alert \(alert.title): \(alert.message)")
    }

    func setUsername(_ username: String) {
        calls.append("setUsername(\(username))")
    }

    func clearPassword() {
        calls.append("clearPassword()")
    }

    func setRememberMe(_ isOn: Bool) {
        calls.append("setRememberMe(\(isOn))")
    }

    func setDemoHintHidden(_ isHidden: Bool) {
        calls.append("setDemoHintHidden(\(isHidden))")
    }

    func focusFirstEmptyField(usernameIsEmpty: Bool) {
        calls.append("focusFirstEmptyField(usernameIsEmpty: \(usernameIsEmpty))")
    }
}

/// Answers as the interactor would, from what the test set.
@MainActor
final class LoginInteractorSpy: LoginInteractorProtocol {
    weak var output: (any LoginInteractorOutputProtocol)?
    var preferences = LoginPreferences.initial
    var failure: ServiceFailure?
    private(set) var requests: [String] = []

    func loadPreferences() async {
        output?.preferencesLoaded(preferences)
    }

    func login(username: String, password: String, rememberMe: Bool) async {
        requests.append("login \(username)/\(password) remember: \(rememberMe)")
        answer()
    }

    func register(username: String, password: String, rememberMe: Bool) async {
        requests.append("register \(username)/\(password) remember: \(rememberMe)")
        answer()
    }

    private func answer() {
        if let failure { output?.loginFailed(failure) } else { output?.loggedIn() }
    }
}

@MainActor
final class LoginRouterSpy: LoginRouterProtocol {
    private(set) var playerListCount = 0

    func showPlayerList() {
        playerListCount += 1
    }
}
