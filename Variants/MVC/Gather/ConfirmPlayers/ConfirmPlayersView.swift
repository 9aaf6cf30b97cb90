import TerminalUI

/// The chosen players in three sections — Bench, Team A, Team B — and the Start Gather button.
@MainActor
final class ConfirmPlayersView: ComposedView {
    let list = ListView()
    let startButton = Button("Start Gather", isEnabled: false)

    init() {
        super.init()
        body = Stack(spacing: 1, [list, Row([startButton])])
    }
}
