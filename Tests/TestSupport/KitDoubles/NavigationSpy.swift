import TerminalUI

/// A navigation stack that only records the screens it would now show. It keeps no screen that
/// left it, so a test can see a screen and what it reached freed once popped.
@MainActor
public final class NavigationSpy: Navigating {
    public private(set) var screens: [Screen] = []

    public init(root: Screen? = nil) {
        screens = root.map { [$0] } ?? []
    }

    public var top: Screen? { screens.last }

    public func push(_ screen: Screen) {
        screens.append(screen)
    }

    public func pop() {
        if !screens.isEmpty { screens.removeLast() }
    }

    public func pop(to screen: Screen) {
        if let index = screens.lastIndex(where: { $0 === screen }) { screens.removeSubrange((index + 1)...) }
    }

    public func setRoot(_ screen: Screen) {
        screens = [screen]
    }
}
