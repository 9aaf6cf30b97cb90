import Presentation
import TerminalUI

/// The players, bound to their view model: a list that can be loading, empty or failed, and the
/// button that confirms a selection.
@MainActor
final class PlayerListView: Screen {
    let viewModel: PlayerListViewModel
    let list = PagedListView(pageSize: PlayerListViewModel.pageSize)
    let listState: ListStateContainer
    let confirmButton = Button("Confirm players", isEnabled: false)
    /// The view model's list generation the list was last started over for.
    private var shownGeneration = 0
    /// The rows the list was last given, so that a change sets only the rows that changed.
    private var shownRows: [Int: PlayerListViewModel.Row] = [:]

    init(viewModel: PlayerListViewModel) {
        self.viewModel = viewModel
        listState = ListStateContainer(content: list, actionTitle: "Retry")
        super.init(title: "Players")
        viewModel.onAlert = { [weak self] alert in self?.present(alert) }
        confirmButton.isHidden = true
        content = Stack(spacing: 1, [listState, Row([confirmButton])])
        list.onSelect = { [weak self] row in self?.viewModel.choose(row: row) }
        list.onToggle = { [weak self] row in self?.viewModel.toggle(row: row) }
        list.onHighlight = { [weak self] row in self?.viewModel.highlight(row: row) }
        list.onNeedItems = { [weak self] rows in self?.loadRows(rows) }
        confirmButton.action = { [weak self] in self?.viewModel.confirm() }
        listState.action = { [weak self] in self?.reload() }
    }

    override func didLoad() {
        reload()
    }

    override func goBack() {
        discardingUnsavedWork { [weak self] in
            self?.app?.perform(showingLoading: false) { [weak self] in await self?.viewModel.back() }
        }
    }

    private func reload() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.reload() }
    }

    override func updateViews() {
        showsLoading = viewModel.request.isInFlight
        title = viewModel.title
        if shownGeneration != viewModel.listGeneration {
            shownGeneration = viewModel.listGeneration
            shownRows = [:]
            list.reset(count: viewModel.playerCount)
        }
        let rows = viewModel.rows
        list.setItems(
            rows.filter { shownRows[$0.key] != $0.value }.mapValues { row in
                ListItem(
                    row.title, details: row.details,
                    accessory: row.isTicked.map(ListItem.Accessory.checkbox) ?? .disclosure)
            })
        shownRows = rows
        listState.state = viewModel.listState
        confirmButton.isHidden = !viewModel.isSelecting
        confirmButton.isEnabled = viewModel.canConfirm
        status = viewModel.status
        unsavedWork = viewModel.unsavedWork
        keyBindings = [
            KeyBinding(
                .enter, viewModel.chooseKeyTitle, isEnabled: viewModel.canChoose,
                disabledReason: viewModel.chooseUnavailableReason
            ) { [weak self] in
                self?.chooseHighlighted()
            },
            KeyBinding(.character("a"), "Add") { [weak self] in self?.viewModel.add() },
            KeyBinding(
                .character("s"), viewModel.selectKeyTitle, isEnabled: viewModel.canToggleSelectMode,
                disabledReason: viewModel.selectUnavailableReason
            ) { [weak self] in
                self?.viewModel.toggleSelectMode()
            },
            KeyBinding(
                .character("d"), "Delete", isEnabled: viewModel.canDelete,
                disabledReason: viewModel.deleteUnavailableReason, prominence: .secondary
            ) { [weak self] in self?.deleteHighlighted() },
            KeyBinding(
                .character("c"), "Confirm", isEnabled: viewModel.canConfirm,
                disabledReason: viewModel.confirmUnavailableReason
            ) { [weak self] in self?.viewModel.confirm() },
            KeyBinding(.character("r"), "Reload", prominence: .secondary) { [weak self] in self?.reload() },
        ]
    }

    private func loadRows(_ rows: Range<Int>) {
        let generation = viewModel.listGeneration
        app?.perform(showingLoading: false) { [weak self] in
            guard let self, await !viewModel.loadRows(rows, of: generation) else { return }
            list.requestFailed(for: rows)
        }
    }

    private func chooseHighlighted() {
        viewModel.choose(row: list.highlighted)
    }

    private func deleteHighlighted() {
        viewModel.requestDelete(row: list.highlighted)
    }
}
