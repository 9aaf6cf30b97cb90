import Domain

/// Logs in or registers — a new password must follow the Domain's rule — and remembers the
/// username when asked to.
@MainActor
final class LoginInteractor: LoginInteractorProtocol {
    weak var output: (any LoginInteractorOutputProtocol)?
    private let auth: any AuthService
    private let settings: any SettingsStore

    init(auth: any AuthService, settings: any SettingsStore) {
        self.auth = auth
        self.settings = settings
    }

    func loadPreferences() async {
        do {
            output?.preferencesLoaded(try await settings.loginPreferences())
        } catch {
            output?.preferencesCouldNotBeRead(error)
        }
    }

    func login(username: String, password: String, rememberMe: Bool) async {
        await authenticate(as: username, rememberMe: rememberMe) { auth in try await auth.login(username: username, password: password) }
    }

    func register(username: String, password: String, rememberMe: Bool) async {
        let newPassword: NewPassword
        do {
            newPassword = try NewPassword(password)
        } catch {
            output?.loginFailed(error)
            return
        }
        await authenticate(as: username, rememberMe: rememberMe) { auth in try await auth.register(username: username, password: newPassword) }
    }

    private func authenticate(as username: String, rememberMe: Bool, _ request: @Sendable (any AuthService) async throws -> Void) async {
        do {
            try await request(auth)
        } catch {
            // Esc on the wait calls it off: that is no failure to report.
            guard !Task.isCancelled else { return }
            output?.loginFailed(error)
            return
        }
        do {
            try await settings.save(LoginPreferences(rememberMe: rememberMe, username: username))
        } catch {
            output?.usernameCouldNotBeRemembered(error)
        }
        output?.loggedIn()
    }
}
