import Domain
import Foundation
import Presentation

@MainActor
protocol LoginBusinessLogic: AnyObject {
    func loadPreferences(request: Login.Preferences.Request) async
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
                presenter?.presentPreferences(response: .init(preferences: preferences, error: nil, offersDemoAccount: offersDemoAccount))
            } catch {
                presenter?.presentPreferences(response: .init(preferences: nil, error: error, offersDemoAccount: offersDemoAccount))
            }
        }
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
                case .login: try await auth.login(username: username, password: request.password)
                case .register: try await auth.register(username: username, password: try NewPassword(request.password))
                }
            } catch {
                presenter?.presentSubmit(response: .failed(error))
                return
            }
            presenter?.presentSubmit(response: .loggedIn(rememberError: await remember(username, if: request.rememberMe)))
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
