import Domain
import Presentation

/// CardList's use cases: requests from the view controller, responses from the interactor,
/// view models from the presenter.
enum CardList {
    enum Loading {
        struct Response { let isLoading: Bool }
        struct ViewModel { let isLoading: Bool }
    }

    enum Grid {
        struct Request {}
        struct Response { let count: Int }
        struct ViewModel {
            let count: Int
            let isEmpty: Bool
            /// Why Open does nothing now (no card), or `nil`.
            let openUnavailableReason: String?
        }
    }

    enum Cards {
        struct Request { let range: Range<Int> }
        enum Response {
            case loaded([Int: CardSummary])
            case failed(Range<Int>?, any Error)
        }
        struct ViewModel {
            let cards: [Int: CardSummary]
            let failedRange: Range<Int>?
            let status: String?
        }
    }

    enum Sync {
        struct Request {}
        enum Response {
            case started
            case synced(CardSync.Report)
            case failed(any Error)
        }
        struct ViewModel {
            let status: String
            /// What an empty grid says: while a sync runs, the cards may only not have arrived yet.
            let emptyMessage: String
        }
    }

    enum Open {
        struct Request { let index: Int }
        struct Response { let error: (any Error)? }
        struct ViewModel {
            let alert: AlertContent?
            let isOpened: Bool
        }
    }

    /// Back on top: the changes the card's screen sent to the backend, each shown on its way and
    /// once there.
    enum Return {
        struct Request {}
    }

    /// Log out: the session ends, and Login takes the cards' place.
    enum LogOut {
        struct Request {}
        struct Response {}
        struct ViewModel {}
    }

    /// How a change made on this device went on the backend.
    enum Backend {
        struct Response {
            let change: CardUploadWorker.Change
            /// Still on its way (`false`), or there with this error or none.
            let isDone: Bool
            let error: (any Error)?
        }
        struct ViewModel { let status: String? }
    }
}
