/// The screens on top of one another: push to go forward, pop to go back. The TerminalUI
/// counterpart of a UINavigationController. Popping the last screen quits the app.
@MainActor
public final class NavigationStack: Navigating {
    public private(set) var screens: [Screen] = []
    public weak var delegate: (any NavigationDelegate)?
    weak var app: TerminalApp?

    init() {}

    public var top: Screen? { screens.last }

    public func push(_ screen: Screen) {
        top?.disappear()
        screens.append(screen)
        show(screen)
    }

    /// Goes back one screen; from the first screen, quits.
    public func pop() {
        guard screens.count > 1 else {
            app?.quit()
            return
        }
        screens.removeLast().disappear()
        top.map(show)
    }

    /// Goes back to `screen`, removing every screen above it; nothing happens if it is not in the stack.
    public func pop(to screen: Screen) {
        guard let index = screens.lastIndex(where: { $0 === screen }), index < screens.count - 1 else { return }
        screens.last?.disappear()
        screens.removeSubrange((index + 1)...)
        show(screen)
    }

    public func popToRoot() {
        guard screens.count > 1 else { return }
        screens.last?.disappear()
        screens.removeSubrange(1...)
        top.map(show)
    }

    /// Replaces the whole stack with one screen.
    public func setRoot(_ screen: Screen) {
        top?.disappear()
        screens = [screen]
        show(screen)
    }

    private func show(_ screen: Screen) {
        screen.app = app
        screen.settleFocus()
        screen.appear()
        delegate?.navigation(self, didShow: screen)
        app?.setNeedsRender()
    }
}
