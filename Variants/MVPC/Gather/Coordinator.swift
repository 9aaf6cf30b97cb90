import TerminalUI

/// What a parent coordinator needs of a child flow it keeps in `childCoordinators`: the screen the
/// flow began with. Once the navigation no longer shows it — the flow ended and the parent left
/// its screens, or the user backed out with Esc — the parent lets the child go.
@MainActor
protocol Coordinator: AnyObject {
    /// `nil` before the flow starts and once its screen has gone.
    var firstScreen: Screen? { get }
}
