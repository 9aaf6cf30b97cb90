/// Something that goes on until cancelled: a repeating action, a loading indicator held.
/// Cancelling twice does nothing more.
@MainActor
public protocol Cancellable: AnyObject {
    func cancel()
}
