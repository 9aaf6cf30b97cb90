import Domain
import Presentation
import TerminalUI

/// The player's fields in three sections; choosing one sends it to the store.
@MainActor
final class PlayerDetailView: Screen {
    let store: Store<PlayerDetailFeature.State, PlayerDetailFeature.Action>
    let list = ListView()

    init(store: Store<PlayerDetailFeature.State, PlayerDetailFeature.Action>) {
        self.store = store
        super.init(title: "")
        content = list
        list.onSelect = { [weak self] index in self?.store.send(.fieldChosen(section: index.section, row: index.row)) }
        keyBindings = [KeyBinding(.enter, "Edit") { [weak self] in self?.editHighlighted() }]
    }

    override func updateViews() {
        let state = store.state
        title = state.player.name
        list.sections = state.sections.map { section in
            ListSection(
                section.title,
                items: section.rows.map { ListItem($0.title, details: [$0.value], accessory: .disclosure) })
        }
    }

    private func editHighlighted() {
        list.highlighted.map { store.send(.fieldChosen(section: $0.section, row: $0.row)) }
    }
}
