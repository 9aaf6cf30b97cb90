import Domain
import TerminalUI

/// The player's fields in three sections, a passive view; choosing one opens its editor.
@MainActor
final class PlayerDetailView: Screen, PlayerDetailViewProtocol {
    let presenter: PlayerDetailPresenter
    let list = ListView()
    /// What the editor is made with.
    private let players: any PlayersService

    init(presenter: PlayerDetailPresenter, players: any PlayersService) {
        self.presenter = presenter
        self.players = players
        super.init(title: "")
        content = list
        list.onSelect = { [weak self] index in self?.presenter.didChoose(section: index.section, row: index.row) }
        keyBindings = [KeyBinding(.enter, "Edit") { [weak self] in self?.editHighlighted() }]
        presenter.view = self
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    func setSections(_ sections: [PlayerDetailPresenter.Section]) {
        list.sections = sections.map { section in
            ListSection(
                section.title,
                items: section.rows.map { ListItem($0.title, details: [$0.value], accessory: .disclosure) })
        }
    }

    func showPlayerEdit(_ field: PlayerField, of player: Player) {
        let presenter = PlayerEditPresenter(
            field: field, player: player, players: players,
            onPlayerUpdated: { [weak self] updated in self?.presenter.playerUpdated(updated) },
            onPlayerDeletedElsewhere: { [weak self] in self?.presenter.playerDeletedElsewhere() }
        )
        navigation?.push(PlayerEditView(presenter: presenter))
    }

    private func editHighlighted() {
        list.highlighted.map { presenter.didChoose(section: $0.section, row: $0.row) }
    }
}
