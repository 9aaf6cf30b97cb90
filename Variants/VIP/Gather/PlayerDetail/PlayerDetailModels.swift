import Domain

/// PlayerDetail's use cases: requests from the view controller, responses from the interactor,
/// view models from the presenter.
enum PlayerDetail {
    enum Show {
        struct Request {}
        struct Response { let player: Player }
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
