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

    @Test func theFormIsAskedForWithLoadingAroundItAndTheFirstEmptyFieldFocused() async {
        let sut = makeSUT()
        interactor.form = ("demo", true)

        sut.viewDidLoad()
        await sut.viewWillAppear()

        #expect(interactor.requests == [.loadPreferences])
        #expect(
            view.calls == [
                .setDemoHintHidden(false), .showsLoading(true), .setRememberMe(true), .setUsername("demo"),
                .focusFirstEmptyField(usernameIsEmpty: false), .showsLoading(false),
            ])
    }

    @Test func whatIsTypedGoesToTheInteractor() {
        let sut = makeSUT()

        sut.usernameDidChange(" demo ")
        sut.passwordDidChange("demo")
        sut.rememberMeDidChange(false)

        #expect(interactor.requests == [.changeUsername(" demo "), .changePassword("demo"), .changeRememberMe(false)])
        #expect(view.calls.isEmpty)
    }

    @Test func emptyFieldsAreSaidMandatory() async {
        let sut = makeSUT()
        interactor.answer = { $0.credentialsMissing() }

        await sut.loginTapped()

        #expect(
            view.calls == [
                .showsLoading(true), .present(title: "Error", message: "Both fields are mandatory."),
                .showsLoading(false),
            ])
        #expect(router.playerListCount == 0)
    }

    @Test func aLoginIsAskedWithLoadingAroundItThenThePlayersShow() async {
        let sut = makeSUT()

        await sut.loginTapped()

        #expect(interactor.requests == [.login])
        #expect(view.calls == [.showsLoading(true), .clearPassword, .showsLoading(false)])
        #expect(router.playerListCount == 1)
    }

    @Test func aFailureIsItsReasonAndNoNavigation() async {
        let sut = makeSUT()
        interactor.answer = { $0.loginFailed(ServiceFailure("Invalid username or password.")) }

        await sut.registerTapped()

        #expect(interactor.requests == [.register])
        #expect(
            view.calls == [
                .showsLoading(true), .present(title: "Error", message: "Invalid username or password."),
                .showsLoading(false),
            ])
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
final class LoginViewSpy: LoginViewProtocol {
    enum Call: Equatable {
        case showsLoading(Bool)
        case present(title: String, message: String)
        case setUsername(String)
        case clearPassword
        case setRememberMe(Bool)
        case setDemoHintHidden(Bool)
        case focusFirstEmptyField(usernameIsEmpty: Bool)
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
}

/// Records what the presenter asks and answers as the interactor would, from what the test set.
@MainActor
final class LoginInteractorSpy: LoginInteractorProtocol {
    weak var output: (any LoginInteractorOutputProtocol)?
    var form = (username: "", rememberMe: true)
    var answer: (any LoginInteractorOutputProtocol) -> Void = { $0.loggedIn() }

    enum Call: Equatable {
        case loadPreferences
        case changeUsername(String)
        case changePassword(String)
        case changeRememberMe(Bool)
        case login
        case register
    }

    private(set) var requests: [Call] = []

    func loadPreferences() async {
        requests.append(.loadPreferences)
        output?.formLoaded(username: form.username, rememberMe: form.rememberMe)
    }

    func changeUsername(_ text: String) { requests.append(.changeUsername(text)) }
    func changePassword(_ text: String) { requests.append(.changePassword(text)) }
    func changeRememberMe(_ isOn: Bool) { requests.append(.changeRememberMe(isOn)) }

    func login() async {
        requests.append(.login)
        output.map(answer)
    }

    func register() async {
        requests.append(.register)
        output.map(answer)
    }
}

@MainActor
final class LoginRouterSpy: LoginRouterProtocol {
    private(set) var playerListCount = 0

    func showPlayerList() {
        playerListCount += 1
    }
}
