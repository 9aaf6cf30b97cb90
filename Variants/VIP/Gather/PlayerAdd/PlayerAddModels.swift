import Presentation

/// PlayerAdd's use cases, each as the request the view controller sends, the response the
/// interactor hands the presenter, and the view model the view controller displays.
enum PlayerAdd {
    enum Loading {
        struct Response { let isLoading: Bool }
        struct ViewModel { let isLoading: Bool }
    }

    enum NameChange {
        struct Request { let text: String }
        struct Response { let isValid: Bool }
        struct ViewModel {
            let isDoneEnabled: Bool
            /// What Done says while it is dimmed.
            let doneUnavailableReason: String
            /// What going back would lose.
            let unsavedWork: String?
        }
    }

    enum Create {
        /// The button that goes back once a player kept on this device was said to wait.
        static let continueButton = "continue"
        struct Request {}
        enum Response {
            case created
            /// Kept on this device: it waits for the backend, which could not be reached.
            case waiting(name: String)
            /// The request left and its answer did not come (a timeout): it may have been created.
            case unconfirmed(any Error)
            case failed(any Error)
        }
        struct ViewModel {
            let status: String?
            let alert: AlertContent?
            let isCreated: Bool
        }
    }
}
