import Domain
import Presentation
import TerminalUI

/// The cards as a grid of their front photos, or the empty state: renders the store's state and
/// sends what the person does.
@MainActor
final class CardListView: Screen {
    let store: Store<CardListFeature.State, CardListFeature.Action>
    let grid = ThumbnailGrid()
    let emptyState = EmptyState(message: "")
    /// The grid generation the grid was last started over for.
    private var shownGeneration = 0
    /// The cards the grid was last given, so that a change sets only the cards that changed.
    private var shownCards: [Int: CardSummary] = [:]
    /// How many of this grid's failed pages the grid has been told of.
    private var shownFailures = 0
    private var alert = PresentedOnce<AlertState<CardListFeature.Action.Alert>>()

    init(store: Store<CardListFeature.State, CardListFeature.Action>) {
        self.store = store
        super.init(title: "My Cards")
        emptyState.isHidden = true
        content = Stack([grid, emptyState])
        grid.onNeedItems = { [weak self] range in self?.store.send(.cardsNeeded(range)) }
        grid.onSelect = { [weak self] index in self?.store.send(.chosen(index: index)) }
    }

    override func didLoad() {
        store.send(.appeared)
    }

    override func updateViews() {
        let state = store.state
        showsLoading = state.isOpening || state.isLoggingOut
        status = state.status
        emptyState.message = state.emptyMessage
        if let count = state.cardCount, shownGeneration != state.generation {
            shownGeneration = state.generation
            shownCards = [:]
            shownFailures = 0
            grid.reset(count: count)
            grid.isHidden = count == 0
            emptyState.isHidden = count != 0
            keyBindings = [
                KeyBinding(
                    .enter, "Open", isEnabled: state.openUnavailableReason == nil,
                    disabledReason: state.openUnavailableReason
                ) { [weak self] in
                    self?.store.send(.chosen(index: self?.grid.highlighted ?? 0))
                },
                KeyBinding(.character("+"), "New") { [weak self] in self?.store.send(.newTapped) },
                KeyBinding(.character("r"), "Refresh") { [weak self] in self?.store.send(.refreshTapped) },
                KeyBinding(.character("o"), "Log out", prominence: .secondary) { [weak self] in
                    self?.store.send(.logOutTapped)
                },
            ]
        }
        grid.setItems(
            state.summaries.filter { shownCards[$0.key] != $0.value }.mapValues {
                GridItem(name: $0.name, thumbnail: $0.thumbnail)
            })
        shownCards = state.summaries
        for range in state.failedPages.dropFirst(shownFailures) { grid.requestFailed(for: range) }
        shownFailures = state.failedPages.count
        if let alert = alert.toPresent(state.alert) {
            present(alert.content { [weak self] in self?.store.send(.alert($0)) })
        }
    }
}
