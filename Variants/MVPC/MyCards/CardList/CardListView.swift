import Domain
import Presentation
import TerminalUI

/// The cards as a grid of their front photos, or the empty state: a passive view.
@MainActor
final class CardListView: Screen, CardListViewProtocol {
    let presenter: CardListPresenter
    let grid = ThumbnailGrid()
    let emptyState = EmptyState(message: "")

    init(presenter: CardListPresenter) {
        self.presenter = presenter
        super.init(title: "My Cards")
        emptyState.isHidden = true
        content = Stack([grid, emptyState])
        grid.onNeedItems = { [weak self] range in self?.run { await $0.cardsNeeded(range) } }
        grid.onSelect = { [weak self] index in self?.choose(at: index) }
        presenter.view = self
    }

    override func didLoad() {
        run { await $0.viewDidLoad() }
    }

    func startGrid(count: Int, openUnavailableReason: String?) {
        keyBindings = [
            KeyBinding(
                .enter, "Open", isEnabled: openUnavailableReason == nil, disabledReason: openUnavailableReason
            ) { [weak self] in
                self?.choose(at: self?.grid.highlighted ?? 0)
            },
            KeyBinding(.character("+"), "New") { [weak self] in self?.presenter.newTapped() },
            KeyBinding(.character("r"), "Refresh") { [weak self] in self?.run { await $0.refreshTapped() } },
            KeyBinding(.character("o"), "Log out", prominence: .secondary) { [weak self] in
                self?.run { await $0.logOutTapped() }
            },
        ]
        grid.reset(count: count)
        grid.isHidden = count == 0
        emptyState.isHidden = count != 0
    }

    func setEmptyMessage(_ message: String) {
        emptyState.message = message
    }

    func setCards(_ cards: [Int: CardSummary]) {
        grid.setItems(cards.mapValues { GridItem(name: $0.name, thumbnail: $0.thumbnail) })
    }

    func cardsFailedToLoad(_ range: Range<Int>) {
        grid.requestFailed(for: range)
    }

    private func choose(at index: Int) {
        run { await $0.didChoose(at: index) }
    }

    /// The presenter's work, as the app's: redrawn when done, waited for by scripts.
    private func run(_ work: @escaping @MainActor (CardListPresenter) async -> Void) {
        app?.perform(showingLoading: false) { [presenter] in await work(presenter) }
    }
}
