import TerminalUI

/// The player's fields in three sections; choosing one edits it.
@MainActor
final class PlayerDetailView: ComposedView {
    let list = ListView()

    init() {
        super.init()
        body = list
    }
}
