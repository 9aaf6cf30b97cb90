import Domain
import Foundation
import Presentation

/// Gather's use cases: requests from the view controller, responses from the interactor, view
/// models from the presenter. Every tick of the match timer runs the whole cycle. (Named
/// `GatherScene`, not `Gather`, which is Domain's gather.)
enum GatherScene {
    enum Loading {
        struct Response { let isLoading: Bool }
        struct ViewModel { let isLoading: Bool }
    }

    enum Teams {
        struct Request {}
        struct Response {
            let teamA: [Player]
            let teamB: [Player]
        }
        struct ViewModel {
            let teamA: [String]
            let teamB: [String]
        }
    }

    enum Score {
        struct Request {
            let teamA: Int?
            let teamB: Int?
        }
        struct Response { let score: Domain.Score }
        struct ViewModel {
            let teamA: Int
            let teamB: Int
        }
    }

    enum Timer {
        enum Action {
            case startPauseOrResume
            case cancel
            case set(minutes: Int, seconds: Int)
        }
        struct Request { let action: Action }
        struct Response {
            let timer: MatchTimer
            /// What a tick did, when a tick made the change.
            let tick: MatchTimer.TickOutcome?
        }
        enum StatusChange: Equatable {
            case unchanged
            case cleared
            case shown(String)
        }
        struct ViewModel {
            let time: String
            let actionTitle: String
            /// Why the action does nothing now (at 00:00), or `nil`.
            let actionUnavailableReason: String?
            let status: StatusChange
        }
    }

    enum TimePicker {
        struct Request {}
        struct Response { let remaining: MatchTime }
        struct ViewModel {
            let columns: [[String]]
            let selection: [Int]
        }
    }

    enum EndConfirmation {
        struct Request {}
        struct Response {}
        struct ViewModel {
            let title: String
            let message: String
        }
    }

    enum End {
        struct Request {}
        struct Response { let error: (any Error)? }
        struct ViewModel {
            let status: String?
            let alert: AlertContent?
            let isEnded: Bool
        }
    }
}
