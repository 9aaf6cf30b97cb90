import Domain
import TerminalUI

/// One player's details, field by field; a chosen field opens its editor.
@MainActor
final class PlayerDetailController: Screen {
    /// The rows of each section, in order.
    static let sections: [(title: String, fields: [PlayerField])] = [
        ("PERSONAL", [.name, .age]),
        ("PLAY", [.preferredPosition, .skill]),
        ("LIKES", [.favouriteTeam]),
    ]

    let view = PlayerDetailView()
    private(set) var player: Player
    private let players: any PlayersService
    private let onPlayerUpdated: (Player) -> Void
    private let onPlayerDeletedElsewhere: () -> Void

    init(
        player: Player, players: any PlayersService, onPlayerUpdated: @escaping (Player) -> Void,
        onPlayerDeletedElsewhere: @escaping () -> Void
    ) {
        self.player = player
        self.players = players
        self.onPlayerUpdated = onPlayerUpdated
        self.onPlayerDeletedElsewhere = onPlayerDeletedElsewhere
        super.init(title: player.name)
        content = view
        view.list.onSelect = { [weak self] index in self?.rowChosen(index) }
        keyBindings = [KeyBinding(.enter, "Edit") { [weak self] in self?.editHighlighted() }]
        update()
    }

    func rowChosen(_ index: ListIndex) {
        let field = Self.sections[index.section].fields[index.row]
        navigation?.push(
            PlayerEditController(
                field: field, player: player, players: players,
                onPlayerUpdated: { [weak self] player in self?.playerUpdated(player) },
                onPlayerDeletedElsewhere: onPlayerDeletedElsewhere
            ))
    }

    private func editHighlighted() {
        view.list.highlighted.map(rowChosen)
    }

    private func playerUpdated(_ updated: Player) {
        player = updated
        update()
        onPlayerUpdated(updated)
    }

    private func update() {
        title = player.name
        view.list.sections = Self.sections.map { section in
            ListSection(
                section.title,
                items: section.fields.map { field in
                    let value = field.value(of: player)
                    return ListItem(field.title, details: [value.isEmpty ? "-" : value], accessory: .disclosure)
                })
        }
    }
}
