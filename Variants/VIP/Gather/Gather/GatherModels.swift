import Domain
import Foundation
import Presentation

/// Gather's use cases: requests from the view controller, responses from the interactor, view
/// models from the presenter. Every tick of the match timer runs the whole cycle. (Named
/// `GatherScene`, not `Gather`, which is Domain's gather.)
enum GatherScene {
    /// The match as it stands when the scene loads: its teams, score and timer, each presented.
    enum LoadMatch {
        struct Request {}
    }

    enum Loading {
        struct Response { let isLoading: Bool }
        struct ViewModel { let isLoading: Bool }
    }

    enum Teams {
        struct Response {
            let teamA: [Player]
            let teamB: [Player]
        }
        struct ViewModel {
            let teamA: [String]
            let teamB: [String]
            let unsavedWork: String
        }
    }

    enum ScoreChange {
        struct Request {
            let teamA: Int?
            let teamB: Int?
        }
        struct Response { let score: Score }
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
        /// The timer as it stands — none of its behaviour crosses to the presenter.
        struct Response {
            let remaining: MatchTime
            let action: MatchTimer.Action
            /// Why the action does nothing now (at 00:00), or `nil`.
            let actionUnavailableReason: String?
            /// Why Cancel does nothing now (stopped at 10:00), or `nil`.
            let cancelUnavailableReason: String?
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
            /// Why Cancel does nothing now (stopped at 10:00), or `nil`.
            let cancelUnavailableReason: String?
            let status: StatusChange
        }
    }

    enum TimePicker {
        struct Request {}
        struct Response { let remaining: MatchTime }
        struct ViewModel {
            let title: String
            let columns: [[String]]
            let selection: [Int]
        }
    }

    enum EndConfirmation {
        /// The button that ends the gather, as the view controller knows it.
        static let endButton = "end"
        struct Request {}
        struct Response {}
        struct ViewModel { let alert: AlertContent }
    }

    enum End {
        struct Request {}
        struct Response {
            let error: (any Error)?
            /// Its request left and its answer did not come (a timeout): it may have been done.
            var isUnconfirmed = false
        }
        struct ViewModel {
            let status: String?
            let alert: AlertContent?
            let isEnded: Bool
        }
    }
}
