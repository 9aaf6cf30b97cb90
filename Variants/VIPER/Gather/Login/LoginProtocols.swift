import Domain
import Presentation

// Every seam of the Login module.

/// What the presenter tells the view.
@MainActor
protocol LoginViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    var unsavedWork: String? { get set }
    func present(_ alert: AlertContent)
    func setUsername(_ username: String)
    func clearPassword()
    func setRememberMe(_ isOn: Bool)
    func setDemoHintHidden(_ isHidden: Bool)
    /// The password field when a username is already there, else the username field.
    func focusFirstEmptyField(usernameIsEmpty: Bool)
}

/// What the view tells the presenter.
@MainActor
protocol LoginPresenterProtocol: AnyObject {
    func viewDidLoad()
    func viewWillAppear() async
    func usernameDidChange(_ text: String)
    func passwordDidChange(_ text: String)
    func rememberMeDidChange(_ isOn: Bool)
    func loginTapped() async
    func registerTapped() async
}

/// The use case: who logs in, and what is remembered of it.
@MainActor
protocol LoginInteractorProtocol: AnyObject {
    func loadPreferences() async
    func login(username: String, password: String, rememberMe: Bool) async
    func register(username: String, password: String, rememberMe: Bool) async
}

/// What the interactor tells the presenter.
@MainActor
protocol LoginInteractorOutputProtocol: AnyObject {
    func preferencesLoaded(_ preferences: LoginPreferences)
    func preferencesCouldNotBeRead(_ error: any Error)
    func loggedIn()
    func loginFailed(_ error: any Error)
    func usernameCouldNotBeRemembered(_ error: any Error)
}

@MainActor
protocol LoginRouterProtocol: AnyObject {
    func showPlayerList()
}
