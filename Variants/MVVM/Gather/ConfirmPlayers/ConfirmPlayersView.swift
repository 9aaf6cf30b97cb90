import TerminalUI

/// The chosen players in three sections — Bench, Team A, Team B — and the Start Gather button,
/// bound to the view model.
@MainActor
final class ConfirmPlayersView: Screen {
    let viewModel: ConfirmPlayersViewModel
    let list = ListView()
    let startButton = Button("Start Gather", isEnabled: false)

    init(viewModel: ConfirmPlayersViewModel) {
        self.viewModel = viewModel
        super.init(title: "Confirm Players")
        content = Stack(spacing: 1, [list, Row([startButton])])
        startButton.action = { [weak self] in self?.start() }
    }

    override func updateViews() {
        showsLoading = viewModel.request.isInFlight
        list.sections = viewModel.sections.map { section in
            ListSection(section.title, items: section.rows.map { ListItem($0.name, details: [$0.position]) })
        }
        if let moved = viewModel.movedPlayer {
            viewModel.movedPlayerHighlighted()
            list.highlight(ListIndex(section: moved.section, row: moved.row))
        }
        startButton.isEnabled = viewModel.canStart
        status = viewModel.status
        keyBindings = [
            KeyBinding(.left, "Move left", also: [.character("h")]) { [weak self] in self?.moveHighlighted(by: -1) },
            KeyBinding(.right, "Move right", also: [.character("l")]) { [weak self] in self?.moveHighlighted(by: 1) },
            KeyBinding(.character("s"), "Start Gather", isEnabled: viewModel.canStart, disabledReason: "Put at least one player in each team.") { [weak self] in self?.start() },
        ]
        if let alert = viewModel.alert {
            viewModel.alertShown()
            present(alert)
        }
    }

    private func moveHighlighted(by step: Int) {
        guard let index = list.highlighted else { return }
        viewModel.move(section: index.section, row: index.row, by: step)
    }

    private func start() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.start() }
    }
}
