import Domain
import Presentation

@MainActor
protocol LoginPresentationLogic: AnyObject {
    func presentLoading(response: Login.Loading.Response)
    func presentPreferences(response: Login.Preferences.Response)
    func presentEdit(response: Login.Edit.Response)
    func presentSubmit(response: Login.Submit.Response)
}

/// Formats Login's responses: what is remembered, the demo hint, the error texts.
@MainActor
final class LoginPresenter: LoginPresentationLogic {
    weak var viewController: (any LoginDisplayLogic)?

    func presentLoading(response: Login.Loading.Response) {
        viewController?.displayLoading(viewModel: .init(isLoading: response.isLoading))
    }

    func presentPreferences(response: Login.Preferences.Response) {
        viewController?.displayPreferences(
            viewModel: .init(
                username: response.preferences.map { $0.username ?? "" },
                rememberMe: response.preferences?.rememberMe,
                status: response.error.map { "Could not read the saved username: \($0)" },
                isDemoHintHidden: !response.offersDemoAccount
            ))
    }

    func presentEdit(response: Login.Edit.Response) {
        viewController?.displayEdit(
            viewModel: .init(unsavedWork: response.hasTypedWork ? "What you typed will be lost." : nil))
    }

    func presentSubmit(response: Login.Submit.Response) {
        switch response {
        case .missingFields:
            viewController?.displaySubmit(
                viewModel: .init(alert: .error("Both fields are mandatory."), status: nil, isLoggedIn: false))
        case .failed(let error):
            viewController?.displaySubmit(viewModel: .init(alert: .error("\(error)"), status: nil, isLoggedIn: false))
        case .loggedIn(let rememberError):
            viewController?.displaySubmit(
                viewModel: .init(
                    alert: nil, status: rememberError.map { "Could not remember the username: \($0)" }, isLoggedIn: true
                ))
        }
    }
}
