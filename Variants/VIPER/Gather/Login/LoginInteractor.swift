import Domain

/// Keeps what is typed into Login and logs in or registers with it — both fields are mandatory,
/// a new password must follow the Domain's rule — then remembers the username when asked to.
@MainActor
final class LoginInteractor: LoginInteractorProtocol {
    weak var output: (any LoginInteractorOutputProtocol)?
    private let auth: any AuthService
    private let settings: any SettingsStore
    private var username = ""
    private var password = ""
    private var rememberMe = true
    /// The username the form opened with: one typed over it is work that Esc would lose.
    private var rememberedUsername = ""

    init(auth: any AuthService, settings: any SettingsStore) {
        self.auth = auth
        self.settings = settings
    }

    func loadPreferences() async {
        do {
            let preferences = try await settings.loginPreferences()
            rememberMe = preferences.rememberMe
            username = preferences.username ?? ""
            rememberedUsername = username
        } catch {
            output?.preferencesCouldNotBeRead(error)
        }
        output?.formLoaded(username: username, rememberMe: rememberMe)
        credentialsChanged()
    }

    func changeUsername(_ text: String) {
        username = text
        credentialsChanged()
    }

    func changePassword(_ text: String) {
        password = text
        credentialsChanged()
    }

    func changeRememberMe(_ isOn: Bool) {
        rememberMe = isOn
    }

    func login() async {
        guard let (username, password) = filledFields() else { return }
        await authenticate(as: username) { [rememberMe] auth in
            try await auth.login(username: username, password: password, rememberMe: rememberMe)
        }
    }

    func register() async {
        guard let (username, password) = filledFields() else { return }
        let newPassword: NewPassword
        do {
            newPassword = try NewPassword(password)
        } catch {
            output?.loginFailed(error)
            return
        }
        await authenticate(as: username) { [rememberMe] auth in
            try await auth.register(username: username, password: newPassword, rememberMe: rememberMe)
        }
    }

    /// The username (trimmed) and the password, or `nil`, told to the output, when either is empty.
    private func filledFields() -> (String, String)? {
        let username = NameRules.normalized(username)
        guard !username.isEmpty, !password.isEmpty else {
            output?.credentialsMissing()
            return nil
        }
        return (username, password)
    }

    private func authenticate(as username: String, _ request: @Sendable (any AuthService) async throws -> Void) async {
        do {
            try await request(auth)
        } catch {
            // Esc on the wait calls it off: that is no failure to report.
            guard !Task.isCancelled else { return }
            output?.loginFailed(error)
            return
        }
        password = ""
        credentialsChanged()
        do {
            try await settings.save(LoginPreferences(rememberMe: rememberMe, username: username))
        } catch {
            output?.usernameCouldNotBeRemembered(error)
        }
        output?.loggedIn()
    }

    private func credentialsChanged() {
        output?.credentialsChanged(isTypedOver: !password.isEmpty || username != rememberedUsername)
    }
}
