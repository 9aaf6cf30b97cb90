import Domain
import Foundation
import Presentation

/// CardDetails' use cases: requests from the view controller, responses from the interactor,
/// view models from the presenter.
enum CardDetails {
    enum Loading {
        struct Response { let isLoading: Bool }
        struct ViewModel { let isLoading: Bool }
    }

    /// The card as it stands: on start, after each change, back from the camera or the library.
    enum Show {
        struct Request {}
        struct Response {
            let draft: Card
            let mode: CardDetailsMode
            /// Whether the draft differs from the card as stored.
            let hasChanges: Bool
            /// The name field is to be filled in again (not while it is being typed in).
            let resetsName: Bool
            /// Editing just began: the name field takes the focus.
            let beginsEditing: Bool
        }
        struct ViewModel {
            let title: String
            let name: String?
            let front: Data?
            let back: Data?
            let isEditing: Bool
            /// Why Done does not save yet; `nil` when it does.
            let saveUnavailableReason: String?
            let canDelete: Bool
            let focusesName: Bool
            /// What choosing a face does in this mode.
            let faceAction: String
            /// What leaving the draft now would lose.
            let unsavedWork: String?
        }
    }

    /// Back on top from the camera or the library: the new photo they wrote into the data store
    /// goes on its face.
    enum Return {
        struct Request {}
    }

    enum Rename {
        struct Request { let name: String }
    }

    enum Edit {
        struct Request {}
    }

    enum ChooseFace {
        struct Request { let side: CardSide }
        enum Response {
            case showPhoto
            case askForSource(CardSide)
        }
        enum ViewModel {
            case showPhoto
            /// Camera or Photo Library, for the photo of `side`; each button's identifier is its
            /// source's.
            case askForSource(AlertContent, side: CardSide)
        }
    }

    enum ChooseSource {
        enum Source: String {
            case camera
            case photoLibrary
        }
        struct Request {
            let side: CardSide
            let source: Source
        }
        struct Response { let source: Source }
        struct ViewModel { let source: Source }
    }

    enum Save {
        struct Request {}
        enum Response {
            case saved(wasNew: Bool)
            case failed(any Error)
        }
        struct ViewModel {
            let alert: AlertContent?
            let closes: Bool
        }
    }

    enum Back {
        struct Request {}
        struct Response { let closes: Bool }
        struct ViewModel { let closes: Bool }
    }

    enum DeleteConfirmation {
        /// The button that deletes the card, as the view controller knows it.
        static let deleteButton = "delete"
        struct Request {}
        /// The card's name as saved: the confirmation names what it deletes.
        struct Response { let name: String }
        struct ViewModel { let alert: AlertContent }
    }

    enum Delete {
        struct Request {}
        struct Response { let error: (any Error)? }
        struct ViewModel {
            let alert: AlertContent?
            let closes: Bool
        }
    }
}
