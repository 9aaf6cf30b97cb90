import Presentation
import TerminalUI

/// The players, in a list that can also be loading, empty or failed, and the button that
/// confirms a selection.
@MainActor
final class PlayerListView: ComposedView {
    let list = PagedListView()
    let listState: ListStateContainer
    let confirmButton = Button("Confirm players", isEnabled: false)

    init() {
        listState = ListStateContainer(content: list, actionTitle: "Retry")
        super.init()
        confirmButton.isHidden = true
        body = Stack(spacing: 1, [listState, Row([confirmButton])])
    }
}
