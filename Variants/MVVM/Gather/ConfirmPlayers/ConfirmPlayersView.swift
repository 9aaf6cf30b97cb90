import Presentation
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
        viewModel.onAlert = { [weak self] alert in self?.present(alert) }
        content = Stack(spacing: 1, [list, Row([startButton])])
        startButton.action = { [weak self] in self?.start() }
        list.onHighlight = { [weak self] index in self?.viewModel.highlight(section: index.section, row: index.row) }
    }

    override func updateViews() {
        showsLoading = viewModel.request.isInFlight
        list.sections = viewModel.sections.map { section in
            ListSection(section.title, items: section.rows.map { ListItem($0.name, details: [$0.position]) })
        }
        if let place = viewModel.highlighted, list.highlighted != ListIndex(section: place.section, row: place.row) {
            list.highlight(ListIndex(section: place.section, row: place.row))
        }
        startButton.isEnabled = viewModel.canStart
        status = viewModel.status
        unsavedWork = viewModel.unsavedWork
        keyBindings = [
            KeyBinding(
                .left, "Move left", also: [.character("h")], isEnabled: viewModel.canMoveLeft,
                disabledReason: viewModel.moveLeftUnavailableReason
            ) { [weak self] in
                self?.moveHighlighted(by: -1)
            },
            KeyBinding(
                .right, "Move right", also: [.character("l")], isEnabled: viewModel.canMoveRight,
                disabledReason: viewModel.moveRightUnavailableReason
            ) { [weak self] in
                self?.moveHighlighted(by: 1)
            },
            KeyBinding(
                .character("s"), "Start Gather", isEnabled: viewModel.canStart,
                disabledReason: viewModel.startUnavailableReason
            ) { [weak self] in self?.start() },
        ]
    }

    private func moveHighlighted(by step: Int) {
        guard let index = list.highlighted else { return }
        viewModel.move(section: index.section, row: index.row, by: step)
    }

    private func start() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.start() }
    }
}
