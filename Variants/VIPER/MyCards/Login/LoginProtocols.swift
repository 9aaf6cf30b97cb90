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

/// The use case: who logs in, and what is remembered of it. It keeps what is typed.
@MainActor
protocol LoginInteractorProtocol: AnyObject {
    /// The form as remembered, told to the output; as it stands when nothing can be read.
    func loadPreferences() async
    func changeUsername(_ text: String)
    func changePassword(_ text: String)
    func changeRememberMe(_ isOn: Bool)
    /// Logs in with what was typed, once both fields are filled.
    func login() async
    /// Registers with what was typed, once both fields are filled.
    func register() async
}

/// What the interactor tells the presenter: plain values, never an entity.
@MainActor
protocol LoginInteractorOutputProtocol: AnyObject {
    func formLoaded(username: String, rememberMe: Bool)
    func preferencesCouldNotBeRead(_ error: any Error)
    /// Whether the form holds typing that Esc, which quits from here, would lose.
    func credentialsChanged(isTypedOver: Bool)
    func credentialsMissing()
    func loggedIn()
    func loginFailed(_ error: any Error)
    func usernameCouldNotBeRemembered(_ error: any Error)
}

@MainActor
protocol LoginRouterProtocol: AnyObject {
    func showCardList()
}
