/// Moving between screens, for the roles that build them: a Screen subclass, MVVM's and MVP-C's
/// coordinators, VIPER's and VIP's routers. `NavigationStack` is the one the app shows; tests
/// hand a spy.
@MainActor
public protocol Navigating: AnyObject {
    /// The screens shown, the first at the bottom.
    var screens: [Screen] { get }
    /// Told of each screen that comes on top; held weakly, as UIKit holds its own.
    var delegate: (any NavigationDelegate)? { get set }
    func push(_ screen: Screen)
    /// Goes back one screen; from the first screen, quits.
    func pop()
    /// Goes back to `screen`, if it is on the stack.
    func pop(to screen: Screen)
    /// Replaces the whole stack with one screen.
    func setRoot(_ screen: Screen)
}
