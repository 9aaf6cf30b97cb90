import TerminalUI

/// A navigation stack that only records the screens it would now show, and tells its delegate
/// the one on top as the kit's does. It keeps no screen that left it, so a test can see a screen
/// and what it reached freed once popped.
@MainActor
public final class NavigationSpy: Navigating {
    public private(set) var screens: [Screen] = []
    public weak var delegate: (any NavigationDelegate)?

    public init(root: Screen? = nil) {
        screens = root.map { [$0] } ?? []
    }

    public var top: Screen? { screens.last }

    public func push(_ screen: Screen) {
        screens.append(screen)
        delegate?.navigation(self, didShow: screen)
    }

    public func pop() {
        guard !screens.isEmpty else { return }
        screens.removeLast()
        showTop()
    }

    public func pop(to screen: Screen) {
        guard let index = screens.lastIndex(where: { $0 === screen }) else { return }
        screens.removeSubrange((index + 1)...)
        showTop()
    }

    public func setRoot(_ screen: Screen) {
        screens = [screen]
        showTop()
    }

    private func showTop() {
        if let top { delegate?.navigation(self, didShow: top) }
    }
}
