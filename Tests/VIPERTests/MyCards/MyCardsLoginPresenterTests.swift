import Domain
import Presentation
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
/// My Cards' login: Football Gather's screen, leading to the cards instead of the players.
@Suite("VIPER · My Cards login presenter")
struct MyCardsLoginPresenterTests {
    let view = MyCardsLoginViewSpy()
    let interactor = MyCardsLoginInteractorSpy()
    let router = MyCardsLoginRouterSpy()

    private func makeSUT() -> LoginPresenter {
        let sut = LoginPresenter(interactor: interactor, router: router, showsDemoHint: true)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func theFormIsAskedForWithLoadingAroundItAndTheFirstEmptyFieldFocused() async {
        let sut = makeSUT()
        interactor.form = ("demo", true)

        sut.viewDidLoad()
        await sut.viewWillAppear()

        #expect(interactor.requests == ["loadPreferences"])
        #expect(
            view.calls == [
                "setDemoHintHidden(false)", "loading on", "setRememberMe(true)", "setUsername(demo)",
                "focusFirstEmptyField(usernameIsEmpty: false)", "loading off",
            ])
    }

    @Test func whatIsTypedGoesToTheInteractor() {
        let sut = makeSUT()

        sut.usernameDidChange(" demo ")
        sut.passwordDidChange("demo")
        sut.rememberMeDidChange(false)

        #expect(interactor.requests == ["username  demo ", "password demo", "rememberMe false"])
        #expect(view.calls.isEmpty)
    }

    @Test func emptyFieldsAreSaidMandatory() async {
        let sut = makeSUT()
        interactor.answer = { $0.credentialsMissing() }

        await sut.loginTapped()

        #expect(view.calls == ["loading on", "alert Error: Both fields are mandatory.", "loading off"])
        #expect(router.playerListCount == 0)
    }

    @Test func aLoginIsAskedWithLoadingAroundItThenThePlayersShow() async {
        let sut = makeSUT()

        await sut.loginTapped()

        #expect(interactor.requests == ["login"])
        #expect(view.calls == ["loading on", "clearPassword()", "loading off"])
        #expect(router.playerListCount == 1)
    }

    @Test func aFailureIsItsReasonAndNoNavigation() async {
        let sut = makeSUT()
        interactor.answer = { $0.loginFailed(ServiceFailure("Invalid username or password.")) }

        await sut.registerTapped()

        #expect(interactor.requests == ["register"])
        #expect(view.calls == ["loading on", "alert Error: Invalid username or password.", "loading off"])
        #expect(router.playerListCount == 0)
    }

    @Test func typingOverTheFormIsWordedAsWorkThatEscWouldLose() {
        let sut = makeSUT()

        sut.credentialsChanged(isTypedOver: true)
        let typedOver = view.unsavedWork
        sut.credentialsChanged(isTypedOver: false)

        #expect(typedOver == "What you typed will be lost.")
        #expect(view.unsavedWork == nil)
    }

    @Test func theSettingsFailuresAreStatusLines() {
        let sut = makeSUT()

        sut.preferencesCouldNotBeRead(ServiceFailure("locked"))
        let unread = view.status
        sut.usernameCouldNotBeRemembered(ServiceFailure("disk full"))

        #expect(unread == "Could not read the saved username: locked")
        #expect(view.status == "Could not remember the username: disk full")
    }
}

/// Records every command the presenter gives, in order.
@MainActor
final class MyCardsLoginViewSpy: LoginViewProtocol {
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

/// Records what the presenter asks and answers as the interactor would, from what the test set.
@MainActor
final class MyCardsLoginInteractorSpy: LoginInteractorProtocol {
    weak var output: (any LoginInteractorOutputProtocol)?
    var form = (username: "", rememberMe: true)
    var answer: (any LoginInteractorOutputProtocol) -> Void = { $0.loggedIn() }
    private(set) var requests: [String] = []

    func loadPreferences() async {
        requests.append("loadPreferences")
        output?.formLoaded(username: form.username, rememberMe: form.rememberMe)
    }

    func changeUsername(_ text: String) { requests.append("username \(text)") }
    func changePassword(_ text: String) { requests.append("password \(text)") }
    func changeRememberMe(_ isOn: Bool) { requests.append("rememberMe \(isOn)") }

    func login() async {
        requests.append("login")
        output.map(answer)
    }

    func register() async {
        requests.append("register")
        output.map(answer)
    }
}

@MainActor
final class MyCardsLoginRouterSpy: LoginRouterProtocol {
    private(set) var playerListCount = 0

    func showCardList() {
        playerListCount += 1
    }
}
