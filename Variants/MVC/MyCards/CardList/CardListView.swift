import TerminalUI

/// The cards as a grid of their front photos, or the empty state.
@MainActor
final class CardListView: ComposedView {
    let grid = ThumbnailGrid()
    let emptyState = EmptyState(message: "")

    init() {
        super.init()
        emptyState.isHidden = true
        body = Stack([grid, emptyState])
    }
}
