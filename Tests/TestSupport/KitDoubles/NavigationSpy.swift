import TerminalUI

/// A navigation stack that only records: what was pushed, popped or set, in order, with the
/// screens it would now show.
@MainActor
public final class NavigationSpy: Navigating {
    public enum Step {
        case push(Screen)
        case pop
        case popTo(Screen)
        case setRoot(Screen)
    }

    public private(set) var steps: [Step] = []
    public private(set) var screens: [Screen] = []

    public init(root: Screen? = nil) {
        screens = root.map { [$0] } ?? []
    }

    public var top: Screen? { screens.last }

    public func push(_ screen: Screen) {
        steps.append(.push(screen))
        screens.append(screen)
    }

    public func pop() {
        steps.append(.pop)
        if !screens.isEmpty { screens.removeLast() }
    }

    public func pop(to screen: Screen) {
        steps.append(.popTo(screen))
        if let index = screens.lastIndex(where: { $0 === screen }) { screens.removeSubrange((index + 1)...) }
    }

    public func setRoot(_ screen: Screen) {
        steps.append(.setRoot(screen))
        screens = [screen]
    }
}
