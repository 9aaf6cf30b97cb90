import TerminalUI

/// How an app begins: the screen it shows first and, where a pattern's flow lives in an object of
/// its own — MVP-C's root coordinator — that object, which the running app keeps until it quits,
/// as an iOS app delegate keeps its `appCoordinator`. No screen holds it.
@MainActor
public struct AppStart {
    public let firstScreen: Screen
    /// Kept, never called: what owns the app's flow, if a pattern has such a role.
    public let flowOwner: AnyObject?

    public init(firstScreen: Screen, flowOwner: AnyObject? = nil) {
        self.firstScreen = firstScreen
        self.flowOwner = flowOwner
    }
}
