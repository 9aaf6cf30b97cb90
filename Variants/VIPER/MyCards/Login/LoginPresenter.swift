import Presentation

/// Words what the interactor tells of Login: the remembered username, the fields left empty,
/// loading while the request is out, the reason it failed.
@MainActor
final class LoginPresenter: LoginPresenterProtocol, LoginInteractorOutputProtocol {
    weak var view: (any LoginViewProtocol)?
    private let interactor: any LoginInteractorProtocol
    private let router: any LoginRouterProtocol
    private let showsDemoHint: Bool
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(interactor: any LoginInteractorProtocol, router: any LoginRouterProtocol, showsDemoHint: Bool) {
        self.interactor = interactor
        self.router = router
        self.showsDemoHint = showsDemoHint
    }

    func viewDidLoad() {
        view?.setDemoHintHidden(!showsDemoHint)
    }

    /// Shows only what is remembered: on start, and back from a logout.
    func viewWillAppear() async {
        await request.run { await interactor.loadPreferences() }
    }

    func usernameDidChange(_ text: String) {
        interactor.changeUsername(text)
    }

    func passwordDidChange(_ text: String) {
        interactor.changePassword(text)
    }

    func rememberMeDidChange(_ isOn: Bool) {
        interactor.changeRememberMe(isOn)
    }

    func loginTapped() async {
        await request.run { await interactor.login() }
    }

    func registerTapped() async {
        await request.run { await interactor.register() }
    }

    // MARK: The interactor's output

    func formLoaded(username: String, rememberMe: Bool) {
        view?.setRememberMe(rememberMe)
        view?.setUsername(username)
        view?.focusFirstEmptyField(usernameIsEmpty: username.isEmpty)
    }

    func preferencesCouldNotBeRead(_ error: any Error) {
        view?.status = "Could not read the saved username: \(error)"
    }

    /// Esc on Login quits the app: it asks first once something was typed.
    func credentialsChanged(isTypedOver: Bool) {
        view?.unsavedWork = isTypedOver ? "What you typed will be lost." : nil
    }

    func credentialsMissing() {
        view?.present(.error("Both fields are mandatory."))
    }

    func loggedIn() {
        view?.clearPassword()
        router.showCardList()
    }

    func loginFailed(_ error: any Error) {
        view?.present(.error("\(error)"))
    }

    func usernameCouldNotBeRemembered(_ error: any Error) {
        view?.status = "Could not remember the username: \(error)"
    }
}
