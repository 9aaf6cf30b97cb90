import TerminalUI

/// The player's fields in three sections, bound to the view model; choosing one edits it.
@MainActor
final class PlayerDetailView: Screen {
    let viewModel: PlayerDetailViewModel
    let list = ListView()

    init(viewModel: PlayerDetailViewModel) {
        self.viewModel = viewModel
        super.init(title: viewModel.title)
        content = list
        list.onSelect = { [weak self] index in self?.viewModel.choose(section: index.section, row: index.row) }
        keyBindings = [KeyBinding(.enter, "Edit") { [weak self] in self?.editHighlighted() }]
    }

    override func updateViews() {
        title = viewModel.title
        list.sections = viewModel.sections.map { section in
            ListSection(
                section.title,
                items: section.rows.map { ListItem($0.title, details: [$0.value], accessory: .disclosure) })
        }
    }

    private func editHighlighted() {
        list.highlighted.map { viewModel.choose(section: $0.section, row: $0.row) }
    }
}
