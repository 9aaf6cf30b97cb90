import Domain
import Presentation

/// Login's use cases: requests from the view controller, responses from the interactor, view
/// models from the presenter.
enum Login {
    enum Loading {
        struct Response { let isLoading: Bool }
        struct ViewModel { let isLoading: Bool }
    }

    enum Preferences {
        struct Request {}
        struct Response {
            let preferences: LoginPreferences?
            let error: (any Error)?
            let offersDemoAccount: Bool
        }
        struct ViewModel {
            let username: String?
            let rememberMe: Bool?
            let status: String?
            let isDemoHintHidden: Bool
        }
    }

    /// What is typed, against what the form opened with: Esc, which quits from here, asks first.
    enum Edit {
        struct Request {
            let username: String
            let password: String
        }
        struct Response { let hasTypedWork: Bool }
        struct ViewModel { let unsavedWork: String? }
    }

    enum Submit {
        enum Kind {
            case login
            case register
        }
        struct Request {
            let kind: Kind
            let username: String
            let password: String
            let rememberMe: Bool
        }
        enum Response {
            case missingFields
            case failed(any Error)
            case loggedIn(rememberError: (any Error)?)
        }
        struct ViewModel {
            let alert: AlertContent?
            let status: String?
            let isLoggedIn: Bool
        }
    }
}
