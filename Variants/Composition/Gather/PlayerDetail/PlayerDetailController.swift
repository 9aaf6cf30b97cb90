import CompositionChildren
import Domain
import TerminalUI

/// One player's details: the list of fields as a child. The container says what each row shows
/// and opens the chosen field's editor.
@MainActor
final class PlayerDetailController: Screen {
    /// The rows of each section, in order.
    static let sections: [ListController<PlayerField>.Section] = [
        .init("PERSONAL", items: [.name, .age]),
        .init("PLAY", items: [.preferredPosition, .skill]),
        .init("LIKES", items: [.favouriteTeam]),
    ]

    let list = ListController<PlayerField>()
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
        content = slot(showing: list)
        list.onChoose = { [weak self] field in self?.fieldChosen(field) }
        keyBindings = [KeyBinding(.enter, "Edit") { [weak self] in self?.editHighlighted() }]
        update()
    }

    func fieldChosen(_ field: PlayerField) {
        navigation?.push(
            PlayerEditController(
                field: field, player: player, players: players,
                onPlayerUpdated: { [weak self] player in self?.playerUpdated(player) },
                onPlayerDeletedElsewhere: onPlayerDeletedElsewhere
            ))
    }

    private func editHighlighted() {
        list.highlighted.map(fieldChosen)
    }

    private func playerUpdated(_ updated: Player) {
        player = updated
        update()
        onPlayerUpdated(updated)
    }

    private func update() {
        title = player.name
        list.show(Self.sections) { field in
            let value = field.value(of: player)
            return ListItem(field.title, details: [value.isEmpty ? "-" : value], accessory: .disclosure)
        }
    }
}
