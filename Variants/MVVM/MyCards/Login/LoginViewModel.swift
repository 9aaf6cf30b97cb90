import Domain
import Foundation
import Observation
import Presentation

/// Logs in or registers, remembers the username if asked, then tells its coordinator it is logged in.
@MainActor
@Observable
final class LoginViewModel {
    private(set) var username = ""
    private(set) var password = ""
    private(set) var rememberMe = true
    let showsDemoHint: Bool
    /// An alert to show now: a one-shot event the view hears, not state a render consumes.
    @ObservationIgnored var onAlert: (AlertContent) -> Void = { _ in }
    private(set) var status: String?
    /// The request in flight: the view shows the loading indicator while there is one.
    let request = RequestState()
    /// The coordinator: held weakly, as every screen of its flow holds it.
    @ObservationIgnored private weak var output: (any LoginOutput)?
    /// The username the form opened with: one typed over it is work that Esc would lose.
    private var rememberedUsername = ""
    @ObservationIgnored private let auth: any AuthService
    @ObservationIgnored private let settings: any SettingsStore

    init(auth: any AuthService, settings: any SettingsStore, showsDemoHint: Bool, output: any LoginOutput) {
        self.auth = auth
        self.settings = settings
        self.showsDemoHint = showsDemoHint
        self.output = output
    }

    /// What Esc, which quits the app from here, would lose.
    var unsavedWork: String? {
        password.isEmpty && username == rememberedUsername ? nil : "What you typed will be lost."
    }

    func usernameDidChange(_ text: String) {
        username = text
    }

    func passwordDidChange(_ text: String) {
        password = text
    }

    /// The fields of the form, for the view to put the focus in the one this view model names.
    enum Field {
        case username, password
    }

    /// The field the form starts in: the password once a username is remembered.
    var firstField: Field { username.isEmpty ? .username : .password }

    func rememberMeDidChange(_ isOn: Bool) {
        rememberMe = isOn
    }

    /// Shows only what is remembered: on start, and back from a logout.
    func loadPreferences() async {
        await request.run {
            do {
                let preferences = try await settings.loginPreferences()
                rememberMe = preferences.rememberMe
                username = preferences.username ?? ""
                rememberedUsername = username
            } catch {
                status = "Could not read the saved username: \(error)"
            }
        }
    }

    func login() async {
        guard let (username, password) = filledFields() else { return }
        await submit(as: username) { [rememberMe] auth in
            try await auth.login(username: username, password: password, rememberMe: rememberMe)
        }
    }

    func register() async {
        guard let (username, password) = filledFields() else { return }
        let newPassword: NewPassword
        do {
            newPassword = try NewPassword(password)
        } catch {
            onAlert(.error("\(error)"))
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
            onAlert(.error("Both fields are mandatory."))
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
                onAlert(.error("\(error)"))
                return
            }
            password = ""
            await rememberUsername(username)
            output?.loggedIn()
        }
    }

    private func rememberUsername(_ username: String) async {
        do {
            try await settings.save(LoginPreferences(rememberMe: rememberMe, username: username))
        } catch {
            status = "Could not remember the username: \(error)"
        }
    }
}
