import Domain
import Foundation
import Presentation

/// CardDetails' use cases: requests from the view controller, responses from the interactor,
/// view models from the presenter.
enum CardDetails {
    /// The card's three modes: shown, changed, made.
    enum Mode {
        case normal
        case edit
        case create
    }

    enum Loading {
        struct Response { let isLoading: Bool }
        struct ViewModel { let isLoading: Bool }
    }

    /// The card as it stands: on start, after each change, back from the camera or the library.
    enum Show {
        struct Request {}
        struct Response {
            let draft: Card
            let mode: Mode
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
            let canSave: Bool
            let canDelete: Bool
            let focusesName: Bool
            /// What choosing a face does in this mode.
            let faceAction: String
            /// What leaving the draft now would lose.
            let unsavedWork: String?
        }
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
            case askForSource(title: String, side: CardSide)
        }
    }

    enum ChooseSource {
        enum Source {
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
        struct Request {}
        struct Response {}
        struct ViewModel {
            let title: String
            let message: String
        }
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
