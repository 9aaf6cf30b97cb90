import Domain
import Foundation
import Presentation

/// Decides what Login shows: the remembered username, both fields mandatory, loading while the
/// request is out, the reason it failed.
@MainActor
final class LoginPresenter: LoginPresenterProtocol, LoginInteractorOutputProtocol {
    weak var view: (any LoginViewProtocol)?
    private let interactor: any LoginInteractorProtocol
    private let router: any LoginRouterProtocol
    private let showsDemoHint: Bool
    private var username = ""
    private var password = ""
    private var rememberMe = true
    /// The username the form opened with: one typed over it is work that Esc would lose.
    private var rememberedUsername = ""
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
        view?.focusFirstEmptyField(usernameIsEmpty: username.isEmpty)
    }

    func usernameDidChange(_ text: String) {
        username = text
        credentialsDidChange()
    }

    func passwordDidChange(_ text: String) {
        password = text
        credentialsDidChange()
    }

    func rememberMeDidChange(_ isOn: Bool) {
        rememberMe = isOn
    }

    func loginTapped() async {
        guard let (username, password) = filledFields() else { return }
        await request.run { await interactor.login(username: username, password: password, rememberMe: rememberMe) }
    }

    func registerTapped() async {
        guard let (username, password) = filledFields() else { return }
        await request.run { await interactor.register(username: username, password: password, rememberMe: rememberMe) }
    }

    func preferencesLoaded(_ preferences: LoginPreferences) {
        rememberMe = preferences.rememberMe
        username = preferences.username ?? ""
        rememberedUsername = username
        view?.setRememberMe(rememberMe)
        view?.setUsername(username)
        credentialsDidChange()
    }

    func preferencesCouldNotBeRead(_ error: any Error) {
        view?.status = "Could not read the saved username: \(error)"
    }

    func loggedIn() {
        password = ""
        view?.clearPassword()
        credentialsDidChange()
        router.showPlayerList()
    }

    func loginFailed(_ error: any Error) {
        view?.present(.error("\(error)"))
    }

    func usernameCouldNotBeRemembered(_ error: any Error) {
        view?.status = "Could not remember the username: \(error)"
    }

    /// Esc on Login quits the app: it asks first once something was typed.
    private func credentialsDidChange() {
        view?.unsavedWork = password.isEmpty && username == rememberedUsername ? nil : "What you typed will be lost."
    }

    /// The username (trimmed) and the password, or `nil` and an alert when either is empty.
    private func filledFields() -> (String, String)? {
        let username = NameRules.normalized(username)
        guard !username.isEmpty, !password.isEmpty else {
            view?.present(.error("Both fields are mandatory."))
            return nil
        }
        return (username, password)
    }
}
