import TerminalUI

/// The chosen players in three sections — Bench, Team A, Team B — and the Start Gather button:
/// a passive view.
@MainActor
final class ConfirmPlayersView: Screen, ConfirmPlayersViewProtocol {
    let presenter: any ConfirmPlayersPresenterProtocol
    let list = ListView()
    let startButton = Button("Start Gather", isEnabled: false)
    /// What the key bar is built from, as the presenter last worded it.
    private var moveUnavailableReasons: (left: String?, right: String?) = (nil, nil)
    private var startUnavailableReason: String?

    init(presenter: any ConfirmPlayersPresenterProtocol) {
        self.presenter = presenter
        super.init(title: "Confirm Players")
        content = Stack(spacing: 1, [list, Row([startButton])])
        startButton.action = { [weak self] in self?.start() }
        list.onHighlight = { [weak self] index in self?.presenter.didHighlight(section: index.section, row: index.row) }
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    func setSections(_ sections: [ConfirmPlayersSection]) {
        list.sections = sections.map { section in
            ListSection(section.title, items: section.rows.map { ListItem($0.name, details: [$0.position]) })
        }
    }

    func highlight(section: Int, row: Int) {
        list.highlight(ListIndex(section: section, row: row))
    }

    func setMoveUnavailableReasons(left: String?, right: String?) {
        moveUnavailableReasons = (left, right)
        showKeys()
    }

    func setStartUnavailableReason(_ reason: String?) {
        startUnavailableReason = reason
        startButton.isEnabled = reason == nil
        showKeys()
    }

    private func showKeys() {
        let (left, right) = moveUnavailableReasons
        keyBindings = [
            KeyBinding(
                .left, "Move left", also: [.character("h")], isEnabled: left == nil, disabledReason: left
            ) { [weak self] in
                self?.moveHighlighted(by: -1)
            },
            KeyBinding(
                .right, "Move right", also: [.character("l")], isEnabled: right == nil, disabledReason: right
            ) { [weak self] in
                self?.moveHighlighted(by: 1)
            },
            KeyBinding(
                .character("s"), "Start Gather", isEnabled: startUnavailableReason == nil,
                disabledReason: startUnavailableReason
            ) { [weak self] in
                self?.start()
            },
        ]
    }

    private func moveHighlighted(by step: Int) {
        guard let index = list.highlighted else { return }
        presenter.moveTapped(section: index.section, row: index.row, by: step)
    }

    private func start() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.startTapped() }
    }
}
