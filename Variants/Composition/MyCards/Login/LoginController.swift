import Camera
import CompositionChildren
import Domain
import Foundation
import Presentation
import TerminalUI

/// Login: the login form as a child. The container logs in or registers, remembers the
/// username (and the session) if asked, then shows the cards.
@MainActor
final class LoginController: Screen {
    let form: LoginFormController
    private let auth: any AuthService
    private let settings: any SettingsStore
    private let cards: any CardStore
    private let sync: CardSync
    private let camera: any Camera
    private let photosDirectory: String
    private let offersDemoAccount: Bool
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }
    /// The username the form opened with: one typed over it is work that Esc would lose.
    private var rememberedUsername = ""

    init(
        auth: any AuthService, settings: any SettingsStore, offersDemoAccount: Bool,
        cards: any CardStore, sync: CardSync, camera: any Camera, photosDirectory: String
    ) {
        self.auth = auth
        self.settings = settings
        self.offersDemoAccount = offersDemoAccount
        self.cards = cards
        self.sync = sync
        self.camera = camera
        self.photosDirectory = photosDirectory
        form = LoginFormController(usernameMaximumLength: NameRules.maximumLength, showsDemoHint: offersDemoAccount)
        super.init(title: "Login")
        content = slot(showing: form)
        form.onCredentialsChange = { [weak self] in self?.credentialsDidChange() }
        form.onLogin = { [weak self] in self?.loginTapped() }
        form.onRegister = { [weak self] in self?.registerTapped() }
        keyBindings = [
            KeyBinding(.enter, "Login") { [weak self] in self?.loginTapped() },
            KeyBinding(.control("r"), "Register") { [weak self] in self?.registerTapped() },
        ]
    }

    /// Each time: on start, and back from a logout, the field shows only what is remembered.
    override func willAppear() {
        app?.perform(showingLoading: false) { [weak self] in await self?.loadPreferences() }
    }

    func loginTapped() {
        guard let (username, password) = filledFields() else { return }
        submit(as: username) { [rememberMe = form.rememberMe] auth in
            try await auth.login(username: username, password: password, rememberMe: rememberMe)
        }
    }

    func registerTapped() {
        guard let (username, password) = filledFields() else { return }
        let newPassword: NewPassword
        do {
            newPassword = try NewPassword(password)
        } catch {
            present(.error("\(error)"))
            return
        }
        submit(as: username) { [rememberMe = form.rememberMe] auth in
            try await auth.register(username: username, password: newPassword, rememberMe: rememberMe)
        }
    }

    private func loadPreferences() async {
        await request.run {
            do {
                let preferences = try await settings.loginPreferences()
                form.rememberMe = preferences.rememberMe
                form.username = preferences.username ?? ""
                rememberedUsername = preferences.username ?? ""
                credentialsDidChange()
                if preferences.username == nil { form.focusUsername() } else { form.focusPassword() }
            } catch {
                status = "Could not read the saved username: \(error)"
            }
        }
    }

    /// The username (trimmed) and the password, or `nil` and an alert when either is empty.
    private func filledFields() -> (String, String)? {
        let username = NameRules.normalized(form.username)
        let password = form.password
        guard !username.isEmpty, !password.isEmpty else {
            present(.error("Both fields are mandatory."))
            return nil
        }
        return (username, password)
    }

    private func submit(as username: String, _ authenticate: @escaping @Sendable (any AuthService) async throws -> Void)
    {
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            await request.run {
                do {
                    try await authenticate(auth)
                } catch {
                    // Esc on the wait calls it off: that is no failure to report.
                    guard !Task.isCancelled else { return }
                    present(.error("\(error)"))
                    return
                }
                form.password = ""
                credentialsDidChange()
                await rememberUsername(username)
                // The cards are the app's first screen while signed in: q there quits, the
                // session kept if it is remembered.
                navigation?.setRoot(
                    CardListController(
                        cards: cards, sync: sync, camera: camera, photosDirectory: photosDirectory,
                        auth: auth, settings: settings, offersDemoAccount: offersDemoAccount
                    ))
            }
        }
    }

    /// Esc on Login quits the app: it asks first once something was typed.
    private func credentialsDidChange() {
        let typed = !form.password.isEmpty || form.username != rememberedUsername
        unsavedWork = typed ? "What you typed will be lost." : nil
    }

    private func rememberUsername(_ username: String) async {
        do {
            try await settings.save(LoginPreferences(rememberMe: form.rememberMe, username: username))
        } catch {
            status = "Could not remember the username: \(error)"
        }
    }
}
