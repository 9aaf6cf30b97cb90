import TerminalUI

/// The player's fields in three sections, a passive view; choosing one opens its editor.
@MainActor
final class PlayerDetailView: Screen, PlayerDetailViewProtocol {
    let presenter: any PlayerDetailPresenterProtocol
    let list = ListView()

    init(presenter: any PlayerDetailPresenterProtocol) {
        self.presenter = presenter
        super.init(title: "")
        content = list
        list.onSelect = { [weak self] index in self?.presenter.didChoose(section: index.section, row: index.row) }
        keyBindings = [KeyBinding(.enter, "Edit") { [weak self] in self?.editHighlighted() }]
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    func setSections(_ sections: [PlayerDetailSection]) {
        list.sections = sections.map { section in
            ListSection(
                section.title,
                items: section.rows.map { ListItem($0.title, details: [$0.value], accessory: .disclosure) })
        }
    }

    private func editHighlighted() {
        list.highlighted.map { presenter.didChoose(section: $0.section, row: $0.row) }
    }
}
