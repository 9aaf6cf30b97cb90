import Domain
import Observation

/// One player's details, field by field; a chosen field asks for its editor.
@MainActor
@Observable
final class PlayerDetailViewModel {
    enum Route: Equatable {
        case fieldChosen(PlayerField, Player)
    }

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

    private(set) var player: Player
    @ObservationIgnored var onRoute: (Route) -> Void = { _ in }

    init(player: Player) {
        self.player = player
    }

    var title: String { player.name }

    var sections: [Section] {
        Self.layout.map { section in
            Section(title: section.title, rows: section.fields.map { field in
                let value = field.value(of: player)
                return Section.Row(title: field.title, value: value.isEmpty ? "-" : value)
            })
        }
    }

    func choose(section: Int, row: Int) {
        guard Self.layout.indices.contains(section), Self.layout[section].fields.indices.contains(row) else { return }
        onRoute(.fieldChosen(Self.layout[section].fields[row], player))
    }

    func playerUpdated(_ updated: Player) {
        player = updated
    }
}
