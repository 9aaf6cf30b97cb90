import TerminalUI

/// The cards as a grid of their front photos, or the empty state while there are none: it asks for
/// the tiles in view, shows those it is given and reports the one chosen, and never fetches.
@MainActor
final class CardGridController: Screen {
    private let grid = ThumbnailGrid()
    private let emptyState = EmptyState(message: "")
    /// The tiles in view that have no item yet.
    var onNeedItems: (Range<Int>) -> Void = { _ in }
    var onChoose: (Int) -> Void = { _ in }

    init() {
        super.init(title: "Card grid")
        emptyState.isHidden = true
        content = Stack([grid, emptyState])
        grid.onNeedItems = { [weak self] range in self?.onNeedItems(range) }
        grid.onSelect = { [weak self] index in self?.onChoose(index) }
    }

    var highlighted: Int { grid.highlighted }

    /// What the empty state says.
    var emptyMessage: String {
        get { emptyState.message }
        set { emptyState.message = newValue }
    }

    /// Starts over with `count` tiles, none given: it asks for those in view. With none, the
    /// empty state shows in the grid's place.
    func reset(count: Int) {
        grid.reset(count: count)
        grid.isHidden = count == 0
        emptyState.isHidden = count > 0
    }

    /// Shows `items` in their tiles, by position.
    func show(_ items: [Int: GridItem]) {
        grid.setItems(items)
    }

    /// The tiles that could not be loaded: asked for again after the next key.
    func itemsFailed(_ range: Range<Int>) {
        grid.requestFailed(for: range)
    }
}
