import Domain
import Presentation

/// PlayerList's use cases: requests from the view controller, responses from the interactor,
/// view models from the presenter.
enum PlayerList {
    enum Loading {
        struct Response { let isLoading: Bool }
        struct ViewModel { let isLoading: Bool }
    }

    enum Load {
        struct Request {}
        /// The list starts over with `count` players, stays as it was (the load called off), or
        /// could not be loaded.
        enum Response {
            case started(count: Int)
            case kept
            case failed(any Error)
        }
        struct ViewModel {
            /// The rows the list starts over with: none after a failure, the list being gone.
            let count: Int?
            let state: ListState
        }
    }

    enum Rows {
        struct Request { let rows: Range<Int> }
        struct Response {
            let players: [Int: Player]
            /// The ticked players in select mode; `nil` in list mode.
            let selected: Set<Player.ID>?
            /// A page came: the last failure, if any, is over.
            let isNewPage: Bool
            /// What became of the changes that waited for the backend, with a new page.
            let pendingChangesNote: String?
        }
        struct ViewModel {
            struct Row: Equatable {
                let title: String
                let details: [String]
                let isTicked: Bool?
            }
            let rows: [Int: Row]
            /// Whether the status line says `status` now: with a new page.
            let setsStatus: Bool
            let status: String?
        }
    }

    enum RowsFailure {
        struct Response {
            let rows: Range<Int>
            let error: any Error
        }
        struct ViewModel {
            let rows: Range<Int>
            let status: String
        }
    }

    enum Mode {
        struct Request {}
        struct Response {
            let isSelecting: Bool
            let selectedCount: Int
            /// Whether the list could be loaded: after a failure its rows are gone from the screen.
            let isLoaded: Bool
            /// Whether the list has rows on screen to act on.
            let hasRows: Bool
            let canConfirm: Bool
            let canDelete: Bool
        }
        /// The title, what going back would lose, and the keys as they act now: their titles,
        /// and why one does nothing (`nil` while it acts).
        struct ViewModel: Equatable {
            let title: String
            let unsavedWork: String?
            let chooseTitle: String
            let chooseUnavailableReason: String?
            let selectTitle: String
            let selectUnavailableReason: String?
            let isConfirmShown: Bool
            let confirmUnavailableReason: String?
            let deleteUnavailableReason: String?
        }
    }

    enum Highlight {
        struct Request { let row: Int }
    }

    enum Choose {
        struct Request { let row: Int }
        struct Response { let player: Player }
        struct ViewModel {}
    }

    enum Confirm {
        struct Request {}
        struct Response {}
        struct ViewModel {}
    }

    enum DeleteConfirmation {
        /// The button that deletes the player, as the view controller knows it.
        static let deleteButton = "delete"
        struct Request { let row: Int }
        struct Response { let player: Player }
        struct ViewModel {
            let alert: AlertContent
            let player: Player
        }
    }

    enum Delete {
        struct Request { let player: Player }
        struct Response {
            let error: (any Error)?
            /// Its request left and its answer did not come (a timeout): it may have been done.
            var isUnconfirmed = false
        }
        struct ViewModel {
            let status: String
            let alert: AlertContent
        }
    }

    enum Back {
        struct Request {}
        struct Response {}
        struct ViewModel {}
    }

    /// What the scenes opened from here left in the data store, shown when the list is back.
    enum Return {
        struct Request {}
        struct Response { let gatherEnded: Bool }
        struct ViewModel { let status: String? }
    }
}
