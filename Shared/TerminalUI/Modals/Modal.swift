/// A box shown over the screen that takes every key until it is closed: alerts, sheets,
/// pickers, help. The TerminalUI counterpart of a presented view controller.
@MainActor
open class Modal: View {
    /// Set by the app while the modal is shown: closes it.
    var close: () -> Void = {}

    /// The box's size on a screen of `screen` size.
    open func size(in screen: Size) -> Size {
        Size(columns: min(60, screen.columns - 4), rows: min(10, screen.rows - 2))
    }

    /// Closes the modal, then runs `action` (which may present another).
    public func dismiss(then action: () -> Void = {}) {
        close()
        action()
    }
}
