import Presentation

/// Keeps the navigation stack showing a stack of states — a UDF app's `path`: it pushes a screen
/// for each state that comes and pops the screens whose states left; when the stack pops a screen
/// itself (Esc), it says from which state the stack went back. A UDF app's navigator owns one.
@MainActor
public final class StackFollower<Element: Equatable>: NavigationDelegate {
    /// A screen pushed for a state, under that state's id.
    private struct Shown {
        let id: StackElementID
        weak var screen: Screen?
    }

    private let navigation: any Navigating
    private weak var firstScreen: Screen?
    private let path: @MainActor () -> StackState<Element>
    private let makeScreen: @MainActor (StackElementID, Element) -> Screen
    private let popped: @MainActor (StackElementID) -> Void
    /// The screens pushed for the path, bottom first.
    private var shown: [Shown] = []

    /// - Parameters:
    ///   - firstScreen: the screen below the path's, which no state stands for.
    ///   - path: the stack of states as it is now.
    ///   - makeScreen: the screen for a state, under its id.
    ///   - popped: told the first of the states whose screens the stack popped by itself.
    public init(
        navigation: any Navigating, firstScreen: Screen, path: @escaping @MainActor () -> StackState<Element>,
        makeScreen: @escaping @MainActor (StackElementID, Element) -> Screen,
        popped: @escaping @MainActor (StackElementID) -> Void
    ) {
        self.navigation = navigation
        self.firstScreen = firstScreen
        self.path = path
        self.makeScreen = makeScreen
        self.popped = popped
        navigation.delegate = self
    }

    /// Pops the screens whose states left the path, then pushes one for each new state.
    public func follow() {
        let current = path()
        if let firstGone = shown.firstIndex(where: { current[id: $0.id] == nil }) {
            shown.removeSubrange(firstGone...)
            if let top = shown.last?.screen ?? firstScreen { navigation.pop(to: top) }
        }
        // A pushed screen may change the path as it appears, which calls this again: each new
        // state is looked for afresh, so that none is pushed twice.
        while let (id, element) = firstNotShown(in: path()) {
            let screen = makeScreen(id, element)
            shown.append(Shown(id: id, screen: screen))
            navigation.push(screen)
        }
    }

    /// The stack went back to `screen` by itself (Esc): the states of the screens above it left.
    public func navigation(_ navigation: any Navigating, didShow screen: Screen) {
        let kept = screen === firstScreen ? 0 : shown.firstIndex { $0.screen === screen }.map { $0 + 1 }
        guard let kept, kept < shown.count else { return }
        let firstGone = shown[kept].id
        shown.removeSubrange(kept...)
        popped(firstGone)
    }

    private func firstNotShown(in path: StackState<Element>) -> (StackElementID, Element)? {
        zip(path.ids, path).first { id, _ in !shown.contains { $0.id == id } }
    }
}
