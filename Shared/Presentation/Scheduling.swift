/// Runs an action every `interval` of the app's clock until cancelled: the match timer's tick,
/// the camera preview's pull. On a test clock the test decides when it comes.
@MainActor
public protocol Scheduling: AnyObject {
    func every(_ interval: Duration, _ action: @escaping @MainActor () -> Void) -> any Cancellable
}
