import Presentation
import TerminalUI

/// The chosen players in three sections — Bench, Team A, Team B — and the Start Gather button:
/// renders the store's state and sends what the person does.
@MainActor
final class ConfirmPlayersView: Screen {
    let store: Store<ConfirmPlayersFeature.State, ConfirmPlayersFeature.Action>
    let list = ListView()
    let startButton = Button("Start Gather", isEnabled: false)
    private var highlighted = PresentedOnce<ConfirmPlayersFeature.State.Position>()
    private var alert = PresentedOnce<AlertState<ConfirmPlayersFeature.Action.Alert>>()

    init(store: Store<ConfirmPlayersFeature.State, ConfirmPlayersFeature.Action>) {
        self.store = store
        super.init(title: "Confirm Players")
        content = Stack(spacing: 1, [list, Row([startButton])])
        startButton.action = { [weak self] in self?.store.send(.startTapped) }
        list.onHighlight = { [weak self] index in self?.store.send(.highlighted(section: index.section, row: index.row))
        }
    }

    override func updateViews() {
        let state = store.state
        showsLoading = state.isStarting
        list.sections = state.sections.map { section in
            ListSection(section.title, items: section.rows.map { ListItem($0.name, details: [$0.position]) })
        }
        if let position = highlighted.toPresent(state.highlighted) {
            list.highlight(ListIndex(section: position.section, row: position.row))
        }
        startButton.isEnabled = state.canStart
        unsavedWork = state.unsavedWork
        status = state.status
        keyBindings = [
            KeyBinding(
                .left, "Move left", also: [.character("h")], isEnabled: state.moveLeftUnavailableReason == nil,
                disabledReason: state.moveLeftUnavailableReason
            ) { [weak self] in
                self?.moveHighlighted(by: -1)
            },
            KeyBinding(
                .right, "Move right", also: [.character("l")], isEnabled: state.moveRightUnavailableReason == nil,
                disabledReason: state.moveRightUnavailableReason
            ) { [weak self] in
                self?.moveHighlighted(by: 1)
            },
            KeyBinding(
                .character("s"), "Start Gather", isEnabled: state.canStart, disabledReason: state.startUnavailableReason
            ) { [weak self] in
                self?.store.send(.startTapped)
            },
        ]
        if let alert = alert.toPresent(state.alert) {
            present(alert.content { [weak self] in self?.store.send(.alert($0)) })
        }
    }

    private func moveHighlighted(by step: Int) {
        guard let index = list.highlighted else { return }
        store.send(.moveTapped(section: index.section, row: index.row, step: step))
    }
}
