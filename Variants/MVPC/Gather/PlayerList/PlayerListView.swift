import Presentation
import TerminalUI

/// The players, a passive view: a list that can be loading, empty or failed, and the button that
/// confirms a selection.
@MainActor
final class PlayerListView: Screen, PlayerListViewProtocol {
    let presenter: PlayerListPresenter
    let list = PagedListView(pageSize: PlayerListPresenter.pageSize)
    let listState: ListStateContainer
    let confirmButton = Button("Confirm players", isEnabled: false)

    init(presenter: PlayerListPresenter) {
        self.presenter = presenter
        listState = ListStateContainer(content: list, actionTitle: "Retry")
        super.init(title: "Players")
        confirmButton.isHidden = true
        content = Stack(spacing: 1, [listState, Row([confirmButton])])
        list.onSelect = { [weak self] row in self?.presenter.didChoose(row: row) }
        list.onToggle = { [weak self] row in self?.presenter.didToggle(row: row) }
        list.onHighlight = { [weak self] row in self?.presenter.didHighlight(row: row) }
        list.onNeedItems = { [weak self] rows in
            self?.app?.perform(showingLoading: false) { await self?.presenter.rowsNeeded(rows) }
        }
        confirmButton.action = { [weak self] in self?.presenter.confirmTapped() }
        listState.action = { [weak self] in self?.reload() }
        presenter.view = self
    }

    override func didLoad() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.viewDidLoad() }
    }

    override func goBack() {
        discardingUnsavedWork { [weak self] in
            self?.app?.perform(showingLoading: false) { [weak self] in await self?.presenter.backTapped() }
        }
    }

    func setListState(_ state: ListState) {
        listState.state = state
    }

    func startList(count: Int) {
        list.reset(count: count)
    }

    func setRows(_ rows: [Int: PlayerListPresenter.Row]) {
        list.setItems(
            rows.mapValues { row in
                ListItem(
                    row.title, details: row.details,
                    accessory: row.isTicked.map(ListItem.Accessory.checkbox) ?? .disclosure)
            })
    }

    func rowsFailedToLoad(_ rows: Range<Int>) {
        list.requestFailed(for: rows)
    }

    func setActions(_ actions: PlayerListPresenter.Actions) {
        confirmButton.isHidden = !actions.isConfirmShown
        confirmButton.isEnabled = actions.confirmUnavailableReason == nil
        keyBindings = [
            KeyBinding(
                .enter, actions.chooseTitle, isEnabled: actions.chooseUnavailableReason == nil,
                disabledReason: actions.chooseUnavailableReason
            ) { [weak self] in
                self?.chooseHighlighted()
            },
            KeyBinding(.character("a"), "Add") { [weak self] in self?.presenter.addTapped() },
            KeyBinding(
                .character("s"), actions.selectTitle, isEnabled: actions.selectUnavailableReason == nil,
                disabledReason: actions.selectUnavailableReason
            ) { [weak self] in
                self?.presenter.selectTapped()
            },
            KeyBinding(
                .character("d"), "Delete", isEnabled: actions.deleteUnavailableReason == nil,
                disabledReason: actions.deleteUnavailableReason, prominence: .secondary
            ) { [weak self] in self?.deleteHighlighted() },
            KeyBinding(
                .character("c"), "Confirm", isEnabled: actions.confirmUnavailableReason == nil,
                disabledReason: actions.confirmUnavailableReason
            ) { [weak self] in self?.presenter.confirmTapped() },
            KeyBinding(.character("r"), "Reload", prominence: .secondary) { [weak self] in self?.reload() },
        ]
    }

    private func reload() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.reload() }
    }

    private func chooseHighlighted() {
        presenter.didChoose(row: list.highlighted)
    }

    private func deleteHighlighted() {
        presenter.deleteTapped(row: list.highlighted)
    }
}
