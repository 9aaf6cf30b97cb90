import Presentation
import TerminalUI

/// The players: a list that can be loading, empty or failed, and the button that confirms a
/// selection. Renders the store's state and sends what the person does.
@MainActor
final class PlayerListView: Screen {
    let store: Store<PlayerListFeature.State, PlayerListFeature.Action>
    let list = PagedListView(pageSize: PlayerPagesFeature.pageSize)
    let listState: ListStateContainer
    let confirmButton = Button("Confirm players", isEnabled: false)
    /// The list generation the list was last started over for.
    private var shownGeneration = 0
    /// The rows the list was last given, so that a change sets only the rows that changed.
    private var shownRows: [Int: PlayerListFeature.State.Row] = [:]
    /// How many of this list's failed pages the list has been told of.
    private var shownFailures = 0
    private var alert = PresentedOnce<AlertState<PlayerListFeature.Action.Alert>>()

    init(store: Store<PlayerListFeature.State, PlayerListFeature.Action>) {
        self.store = store
        listState = ListStateContainer(content: list, actionTitle: "Retry")
        super.init(title: "Players")
        confirmButton.isHidden = true
        content = Stack(spacing: 1, [listState, Row([confirmButton])])
        list.onSelect = { [weak self] row in self?.store.send(.chosen(row: row)) }
        list.onToggle = { [weak self] row in self?.store.send(.toggled(row: row)) }
        list.onHighlight = { [weak self] row in self?.store.send(.pages(.highlighted(row: row))) }
        list.onNeedItems = { [weak self] rows in self?.store.send(.pages(.rowsNeeded(rows))) }
        confirmButton.action = { [weak self] in self?.store.send(.confirmTapped) }
        listState.action = { [weak self] in self?.store.send(.reload) }
    }

    override func didLoad() {
        store.send(.reload)
    }

    override func goBack() {
        discardingUnsavedWork { [weak self] in self?.store.send(.backTapped) }
    }

    override func updateViews() {
        let state = store.state
        showsLoading = state.isLoading
        title = state.title
        if shownGeneration != state.pages.listGeneration {
            shownGeneration = state.pages.listGeneration
            shownRows = [:]
            shownFailures = 0
            list.reset(count: state.pages.playerCount)
        }
        let rows = state.rows
        list.setItems(
            rows.filter { shownRows[$0.key] != $0.value }.mapValues { row in
                ListItem(
                    row.title, details: row.details,
                    accessory: row.isTicked.map(ListItem.Accessory.checkbox) ?? .disclosure)
            })
        shownRows = rows
        for rows in state.pages.failedPages.dropFirst(shownFailures) { list.requestFailed(for: rows) }
        shownFailures = state.pages.failedPages.count
        listState.state = state.pages.listState
        confirmButton.isHidden = !state.isSelecting
        confirmButton.isEnabled = state.canConfirm
        status = state.status
        unsavedWork = state.unsavedWork
        keyBindings = [
            KeyBinding(
                .enter, state.chooseKeyTitle, isEnabled: state.canChoose, disabledReason: state.chooseUnavailableReason
            ) { [weak self] in
                self?.chooseHighlighted()
            },
            KeyBinding(.character("a"), "Add") { [weak self] in self?.store.send(.addTapped) },
            KeyBinding(
                .character("s"), state.selectKeyTitle, isEnabled: state.canToggleSelectMode,
                disabledReason: state.selectUnavailableReason
            ) { [weak self] in
                self?.store.send(.selectTapped)
            },
            KeyBinding(
                .character("d"), "Delete", isEnabled: state.canDelete, disabledReason: state.deleteUnavailableReason,
                prominence: .secondary
            ) { [weak self] in
                self?.deleteHighlighted()
            },
            KeyBinding(
                .character("c"), "Confirm", isEnabled: state.canConfirm, disabledReason: state.confirmUnavailableReason
            ) { [weak self] in
                self?.store.send(.confirmTapped)
            },
            KeyBinding(.character("r"), "Reload", prominence: .secondary) { [weak self] in self?.store.send(.reload) },
        ]
        if let alert = alert.toPresent(state.alert) {
            present(alert.content { [weak self] in self?.store.send(.alert($0)) })
        }
    }

    private func chooseHighlighted() {
        store.send(.chosen(row: list.highlighted))
    }

    private func deleteHighlighted() {
        store.send(.deleteTapped(row: list.highlighted))
    }
}
