/// A flow of screens and the one role that knows it — MVVM's and MVP-C's coordinators: it
/// makes each screen of its flow, shows it, and hears what the screen's deciding role tells it.
/// A root is made by the app's launch and kept by the app; a child is made by its parent and
/// kept in the parent's `childCoordinators` until the navigation no longer shows its first
/// screen — the flow ended, or the user backed out of it with Esc.
@MainActor
public protocol Coordinator: AnyObject {
    /// The screen the flow began with, held weakly: `nil` before `start()` and once it has gone.
    var firstScreen: Screen? { get }
    /// Begins the flow with its first screen: a child pushes it; a root returns it for the app to
    /// show first, as nothing is on the navigation yet.
    @discardableResult func start() -> Screen
}

extension Array where Element == any Coordinator {
    /// Lets go of every child flow whose first screen `navigation` no longer shows: what a parent
    /// does each time the navigation shows a screen.
    @MainActor public mutating func releaseLeftBehind(by navigation: any Navigating) {
        removeAll { child in !navigation.screens.contains { $0 === child.firstScreen } }
    }
}
