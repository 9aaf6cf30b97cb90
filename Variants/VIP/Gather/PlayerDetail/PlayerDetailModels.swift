import Domain

/// PlayerDetail's use cases: requests from the view controller, responses from the interactor,
/// view models from the presenter.
enum PlayerDetail {
    /// The parts the player's fields are shown in, in order.
    enum Section: Equatable {
        case personal, play, likes
    }

    /// The fields of one part, in order.
    struct FieldGroup: Equatable {
        let section: Section
        let fields: [PlayerField]
    }

    enum Show {
        struct Request {}
        struct Response {
            let player: Player
            let groups: [FieldGroup]
        }
        struct ViewModel {
            struct Section: Equatable {
                struct Row: Equatable {
                    let title: String
                    let value: String
                }
                let title: String
                let rows: [Row]
            }
            let title: String
            let sections: [Section]
        }
    }

    enum Edit {
        struct Request {
            let section: Int
            let row: Int
        }
        struct Response {}
        struct ViewModel {}
    }
}
