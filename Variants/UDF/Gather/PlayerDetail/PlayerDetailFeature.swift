import Domain
import Presentation

/// One player's details, field by field; a chosen field opens its editor.
struct PlayerDetailFeature: Reducer {
    struct State: Equatable {
        /// A section of fields as the screen lists them: each field's title and value ("-" if none).
        struct Section: Equatable {
            struct Row: Equatable {
                let title: String
                let value: String
            }

            let title: String
            let rows: [Row]
        }

        /// The rows of each section, in order.
        static let layout: [(title: String, fields: [PlayerField])] = [
            ("PERSONAL", [.name, .age]),
            ("PLAY", [.preferredPosition, .skill]),
            ("LIKES", [.favouriteTeam]),
        ]

        var player: Player

        var sections: [Section] {
            State.layout.map { section in
                Section(
                    title: section.title,
                    rows: section.fields.map { field in
                        let value = field.value(of: player)
                        return Section.Row(title: field.title, value: value.isEmpty ? "-" : value)
                    })
            }
        }
    }

    enum Action: Equatable, Sendable {
        case fieldChosen(section: Int, row: Int)
        /// The player as its editor saved it, or as another device changed it.
        case playerUpdated(Player)
        case delegate(Delegate)

        enum Delegate: Equatable, Sendable {
            case editField(PlayerField, of: Player)
        }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .fieldChosen(let section, let row):
            guard State.layout.indices.contains(section), State.layout[section].fields.indices.contains(row) else {
                return .none
            }
            return .send(.delegate(.editField(State.layout[section].fields[row], of: state.player)))
        case .playerUpdated(let player):
            state.player = player
            return .none
        case .delegate:
            return .none
        }
    }
}
