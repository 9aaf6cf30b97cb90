/// Told by the navigation each time a screen comes on top: pushed, or shown again after a pop.
/// The TerminalUI counterpart of `UINavigationControllerDelegate`'s
/// `navigationController(_:didShow:animated:)`: an object that owns flows of screens (MVP-C's
/// coordinators) learns here that a flow was left — Esc's back included, which no screen's
/// presenter hears of.
@MainActor
public protocol NavigationDelegate: AnyObject {
    func navigation(_ navigation: any Navigating, didShow screen: Screen)
}
