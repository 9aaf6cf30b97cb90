import TerminalUI
import Testing

/// What an assembly test reads of a module: whether its view and presenter were wired to each
/// other, and whether both were released once nothing held the screen (as after a pop) — a
/// cycle between the roles would keep them.
@MainActor
struct ModuleCheck {
    let isWired: Bool
    let isReleased: Bool

    /// Assembles a module with `assemble` and checks it; `isWired` looks at the view and its presenter.
    init<View: Screen, Presenter: AnyObject>(
        _ assemble: () -> Screen,
        view: View.Type,
        presenter: Presenter.Type,
        isWired: (View, Presenter) -> Bool
    ) {
        weak let releasedView: View?
        weak let releasedPresenter: Presenter?
        var wired = false
        do {
            let screen = assemble()
            let view = screen as? View
            let presenter = view.flatMap { Mirror(reflecting: $0).descendant("presenter") as? Presenter }
            if let view, let presenter { wired = isWired(view, presenter) }
            releasedView = view
            releasedPresenter = presenter
        }
        self.isWired = wired
        isReleased = releasedView == nil && releasedPresenter == nil
    }
}
