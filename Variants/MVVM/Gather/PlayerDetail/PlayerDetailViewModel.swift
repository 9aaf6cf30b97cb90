import Domain
import Observation

/// One player's details, field by field; a chosen field opens its editor.
@MainActor
@Observable
final class PlayerDetailViewModel {
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
    /// The coordinator: held weakly, as every screen of its flow holds it.
    @ObservationIgnored private weak var output: (any PlayerDetailOutput)?

    init(player: Player, output: any PlayerDetailOutput) {
        self.player = player
        self.output = output
    }

    var title: String { player.name }

    var sections: [Section] {
        Self.layout.map { section in
            Section(
                title: section.title,
                rows: section.fields.map { field in
                    let value = field.value(of: player)
                    return Section.Row(title: field.title, value: value.isEmpty ? "-" : value)
                })
        }
    }

    func choose(section: Int, row: Int) {
        guard Self.layout.indices.contains(section), Self.layout[section].fields.indices.contains(row) else { return }
        output?.fieldChosen(Self.layout[section].fields[row], of: player)
    }

    func playerUpdated(_ updated: Player) {
        player = updated
    }
}
