import Domain
import Presentation
import TerminalUI

/// The cards as a grid of their front photos, or the empty state, bound to the view model.
@MainActor
final class CardListView: Screen {
    let viewModel: CardListViewModel
    let grid = ThumbnailGrid()
    let emptyState = EmptyState(message: "")
    private var shownGeneration = 0

    init(viewModel: CardListViewModel) {
        self.viewModel = viewModel
        super.init(title: "My Cards")
        viewModel.onAlert = { [weak self] alert in self?.present(alert) }
        emptyState.isHidden = true
        content = Stack([grid, emptyState])
        grid.onNeedItems = { [weak self] range in self?.fetch(range) }
        grid.onSelect = { [weak self] index in self?.choose(at: index) }
    }

    /// The cards here at once, then a sync with the backend.
    override func didLoad() {
        run { await $0.reload() }
        run { await $0.refresh() }
    }

    override func updateViews() {
        showsLoading = viewModel.request.isInFlight
        if viewModel.generation != shownGeneration {
            shownGeneration = viewModel.generation
            grid.reset(count: viewModel.count)
            grid.isHidden = viewModel.isEmpty
            emptyState.isHidden = !viewModel.isEmpty
        }
        grid.setItems(viewModel.summaries.mapValues { GridItem(name: $0.name, thumbnail: $0.thumbnail) })
        emptyState.message = viewModel.emptyMessage
        status = viewModel.status
        keyBindings = [
            KeyBinding(
                .enter, "Open", isEnabled: viewModel.openUnavailableReason == nil,
                disabledReason: viewModel.openUnavailableReason
            ) { [weak self] in
                self?.choose(at: self?.grid.highlighted ?? 0)
            },
            KeyBinding(.character("+"), "New") { [weak self] in self?.viewModel.new() },
            KeyBinding(.character("r"), "Refresh") { [weak self] in self?.run { await $0.refresh() } },
            KeyBinding(.character("o"), "Log out", prominence: .secondary) { [weak self] in
                self?.run { await $0.logOut() }
            },
        ]
    }

    private func fetch(_ range: Range<Int>) {
        let generation = viewModel.generation
        run { [weak self] viewModel in
            guard await !viewModel.fetch(range, of: generation) else { return }
            self?.grid.requestFailed(for: range)
        }
    }

    private func choose(at index: Int) {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.choose(at: index) }
    }

    /// Background work of the view model: the list stays usable meanwhile.
    private func run(_ work: @escaping @MainActor (CardListViewModel) async -> Void) {
        app?.perform(showingLoading: false) { [viewModel] in await work(viewModel) }
    }
}
