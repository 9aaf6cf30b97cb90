import Domain
import Presentation

/// PlayerEdit's use cases: requests from the view controller, responses from the interactor,
/// view models from the presenter.
enum PlayerEdit {
    enum Loading {
        struct Response { let isLoading: Bool }
        struct ViewModel { let isLoading: Bool }
    }

    enum Start {
        struct Request {}
        struct Response {
            let field: PlayerField
            let value: String
            /// The values to choose from, or `nil` for a text field.
            let choices: [String]?
        }
        struct ViewModel {
            let title: String
            let text: String
            let choices: [String]?
            let checked: Int?
        }
    }

    enum Change {
        struct Request { let value: String }
        struct Response {
            let failure: PlayerFieldError?
            let isChange: Bool
            let isChoice: Bool
            let checked: Int?
        }
        struct ViewModel {
            let validationMessage: String?
            let isDoneEnabled: Bool
            /// Why Done does nothing while it is disabled.
            let doneUnavailableReason: String
            let isChoice: Bool
            let checked: Int?
            /// What going back would lose.
            let unsavedWork: String?
        }
    }

    enum Choose {
        struct Request { let row: Int }
    }

    enum Save {
        /// The button that goes back once a change kept on this device was said to wait.
        static let continueButton = "continue"
        struct Request {}
        enum Response {
            case saved
            /// Kept on this device: the change waits for the backend, which could not be reached.
            case waiting
            /// The request left and its answer did not come (a timeout): it may have been saved.
            case unconfirmed(any Error)
            /// The player was deleted elsewhere: saving can never succeed.
            case deletedElsewhere(PlayerDeletedElsewhere)
            case failed(any Error)
        }
        struct ViewModel {
            let status: String?
            let alert: AlertContent?
            let isSaved: Bool
            /// The player changed elsewhere: the details are to show it as it is now.
            var isChangedElsewhere = false
        }
    }

    /// The player deleted elsewhere, added again as edited; or its change dropped.
    enum AddAgain {
        /// The buttons of the alert that says the player was deleted elsewhere.
        static let addAgainButton = "add-again"
        static let dropChangeButton = "drop-change"
        struct Request {}
        enum Response {
            case added
            /// The request left and its answer did not come (a timeout): it may have been added.
            case unconfirmed(any Error)
            case failed(any Error)
        }
        struct ViewModel {
            let status: String?
            let alert: AlertContent?
            let isAdded: Bool
        }
    }
}
