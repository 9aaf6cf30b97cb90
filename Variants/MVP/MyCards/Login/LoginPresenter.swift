import Domain
import Foundation
import Presentation

/// Logs in or registers, remembers the username if asked, then tells the view to show the cards.
@MainActor
final class LoginPresenter {
    weak var view: (any LoginViewProtocol)?
    private var username = ""
    private var password = ""
    private var rememberMe = true
    /// The username the form opened with: one typed over it is work that Esc would lose.
    private var rememberedUsername = ""
    private let showsDemoHint: Bool
    private let auth: any AuthService
    private let settings: any SettingsStore
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(auth: any AuthService, settings: any SettingsStore, showsDemoHint: Bool) {
        self.auth = auth
        self.settings = settings
        self.showsDemoHint = showsDemoHint
    }

    func viewDidLoad() {
        view?.setDemoHintHidden(!showsDemoHint)
    }

    /// Shows only what is remembered: on start, and back from a logout.
    func viewWillAppear() async {
        await request.run {
            do {
                let preferences = try await settings.loginPreferences()
                rememberMe = preferences.rememberMe
                username = preferences.username ?? ""
                rememberedUsername = username
                view?.setRememberMe(rememberMe)
                view?.setUsername(username)
                credentialsDidChange()
            } catch {
                view?.status = "Could not read the saved username: \(error)"
            }
        }
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
        await submit(as: username) { [rememberMe] auth in
            try await auth.login(username: username, password: password, rememberMe: rememberMe)
        }
    }

    func registerTapped() async {
        guard let (username, password) = filledFields() else { return }
        let newPassword: NewPassword
        do {
            newPassword = try NewPassword(password)
        } catch {
            view?.present(.error("\(error)"))
            return
        }
        await submit(as: username) { [rememberMe] auth in
            try await auth.register(username: username, password: newPassword, rememberMe: rememberMe)
        }
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

    private func submit(as username: String, _ authRequest: @Sendable (any AuthService) async throws -> Void) async {
        await request.run {
            do {
                try await authRequest(auth)
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                view?.present(.error("\(error)"))
                return
            }
            password = ""
            view?.clearPassword()
            credentialsDidChange()
            await rememberUsername(username)
            view?.showCardList()
        }
    }

    /// Esc on Login quits the app: it asks first once something was typed.
    private func credentialsDidChange() {
        view?.unsavedWork = password.isEmpty && username == rememberedUsername ? nil : "What you typed will be lost."
    }

    private func rememberUsername(_ username: String) async {
        do {
            try await settings.save(LoginPreferences(rememberMe: rememberMe, username: username))
        } catch {
            view?.status = "Could not remember the username: \(error)"
        }
    }
}
