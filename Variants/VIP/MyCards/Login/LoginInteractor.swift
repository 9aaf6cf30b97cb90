import Domain
import Foundation
import Presentation

@MainActor
protocol LoginBusinessLogic: AnyObject {
    func loadPreferences(request: Login.Preferences.Request) async
    func edit(request: Login.Edit.Request)
    func submit(request: Login.Submit.Request) async
}

/// Decides: both fields are needed, a new password follows the Domain's rule; logs in or
/// registers, one request at a time, and remembers the username when asked to.
@MainActor
final class LoginInteractor: LoginBusinessLogic {
    var presenter: (any LoginPresentationLogic)?
    private let auth: any AuthService
    private let settings: any SettingsStore
    private let offersDemoAccount: Bool
    /// The username the form opened with, and what is typed now.
    private var rememberedUsername = ""
    private var typed = Login.Edit.Request(username: "", password: "")
    private lazy var request = RequestState { [weak self] isLoading in
        self?.presenter?.presentLoading(response: .init(isLoading: isLoading))
    }

    init(auth: any AuthService, settings: any SettingsStore, offersDemoAccount: Bool) {
        self.auth = auth
        self.settings = settings
        self.offersDemoAccount = offersDemoAccount
    }

    func loadPreferences(request: Login.Preferences.Request) async {
        await self.request.run {
            do {
                let preferences = try await settings.loginPreferences()
                rememberedUsername = preferences.username ?? ""
                presenter?.presentPreferences(
                    response: .init(preferences: preferences, error: nil, offersDemoAccount: offersDemoAccount))
                edit(request: .init(username: rememberedUsername, password: ""))
            } catch {
                presenter?.presentPreferences(
                    response: .init(preferences: nil, error: error, offersDemoAccount: offersDemoAccount))
            }
        }
    }

    func edit(request: Login.Edit.Request) {
        typed = request
        presenter?.presentEdit(
            response: .init(hasTypedWork: !typed.password.isEmpty || typed.username != rememberedUsername))
    }

    func submit(request: Login.Submit.Request) async {
        let username = NameRules.normalized(request.username)
        guard !username.isEmpty, !request.password.isEmpty else {
            presenter?.presentSubmit(response: .missingFields)
            return
        }
        await self.request.run {
            do {
                switch request.kind {
                case .login:
                    try await auth.login(username: username, password: request.password, rememberMe: request.rememberMe)
                case .register:
                    try await auth.register(
                        username: username, password: try NewPassword(request.password), rememberMe: request.rememberMe)
                }
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                presenter?.presentSubmit(response: .failed(error))
                return
            }
            let rememberError = await remember(username, if: request.rememberMe)
            edit(request: .init(username: typed.username, password: ""))
            presenter?.presentSubmit(response: .loggedIn(rememberError: rememberError))
        }
    }

    /// Saves the preferences; the error if they could not be.
    private func remember(_ username: String, if rememberMe: Bool) async -> (any Error)? {
        do {
            try await settings.save(LoginPreferences(rememberMe: rememberMe, username: username))
            return nil
        } catch {
            return error
        }
    }
}
