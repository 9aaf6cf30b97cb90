import Domain
import Presentation

/// ConfirmPlayers' use cases: requests from the view controller, responses from the
/// interactor, view models from the presenter.
enum ConfirmPlayers {
    enum Loading {
        struct Response { let isLoading: Bool }
        struct ViewModel { let isLoading: Bool }
    }

    enum Teams {
        struct Request {}
        struct Response {
            /// Bench, Team A, Team B, each with its players in the order they were chosen.
            let teams: [(team: Team, players: [Player])]
            let canStart: Bool
            /// Where the player just moved is: its section and row.
            let moved: (section: Int, row: Int)?
            /// The highlighted player's section: which moves it can make.
            let highlightedSection: Int
        }
        struct ViewModel {
            struct Section: Equatable {
                struct Row: Equatable {
                    let name: String
                    let position: String
                }
                let title: String
                let rows: [Row]
            }
            let sections: [Section]
            let highlight: (section: Int, row: Int)?
            /// What going back would lose.
            let unsavedWork: String?
            /// `nil` where a key acts, otherwise why it does not.
            let moveLeftUnavailableReason: String?
            let moveRightUnavailableReason: String?
            let startUnavailableReason: String?
        }
    }

    enum Highlight {
        struct Request {
            let section: Int
            let row: Int
        }
    }

    enum Move {
        struct Request {
            let section: Int
            let row: Int
            /// -1 left, +1 right.
            let step: Int
        }
    }

    enum Start {
        struct Request {}
        struct Response {
            let error: (any Error)?
            /// Its request left and its answer did not come (a timeout): it may have been done.
            var isUnconfirmed = false
        }
        struct ViewModel {
            let status: String?
            let alert: AlertContent?
            let isStarted: Bool
        }
    }
}
