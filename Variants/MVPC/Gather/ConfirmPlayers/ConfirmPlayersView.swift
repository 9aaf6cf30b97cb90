import Presentation
import TerminalUI

/// The chosen players in three sections — Bench, Team A, Team B — and the Start Gather button:
/// a passive view.
@MainActor
final class ConfirmPlayersView: Screen, ConfirmPlayersViewProtocol {
    let presenter: ConfirmPlayersPresenter
    let list = ListView()
    let startButton = Button("Start Gather", isEnabled: false)

    init(presenter: ConfirmPlayersPresenter) {
        self.presenter = presenter
        super.init(title: "Confirm Players")
        content = Stack(spacing: 1, [list, Row([startButton])])
        startButton.action = { [weak self] in self?.start() }
        list.onHighlight = { [weak self] index in self?.presenter.didHighlight(section: index.section, row: index.row) }
        presenter.view = self
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    func setSections(_ sections: [ConfirmPlayersPresenter.Section]) {
        list.sections = sections.map { section in
            ListSection(section.title, items: section.rows.map { ListItem($0.name, details: [$0.position]) })
        }
    }

    func highlight(section: Int, row: Int) {
        list.highlight(ListIndex(section: section, row: row))
    }

    func setActions(_ actions: ConfirmPlayersPresenter.Actions) {
        startButton.isEnabled = actions.startUnavailableReason == nil
        keyBindings = [
            KeyBinding(
                .left, "Move left", also: [.character("h")], isEnabled: actions.moveLeftUnavailableReason == nil,
                disabledReason: actions.moveLeftUnavailableReason
            ) { [weak self] in
                self?.moveHighlighted(by: -1)
            },
            KeyBinding(
                .right, "Move right", also: [.character("l")], isEnabled: actions.moveRightUnavailableReason == nil,
                disabledReason: actions.moveRightUnavailableReason
            ) { [weak self] in
                self?.moveHighlighted(by: 1)
            },
            KeyBinding(
                .character("s"), "Start Gather", isEnabled: actions.startUnavailableReason == nil,
                disabledReason: actions.startUnavailableReason
            ) { [weak self] in
                self?.start()
            },
        ]
    }

    private func moveHighlighted(by step: Int) {
        guard let index = list.highlighted else { return }
        presenter.move(section: index.section, row: index.row, by: step)
    }

    private func start() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.startTapped() }
    }
}
