/// The loading indicator on its own, for a view that is told "loading" and "done" (MVP's passive
/// view, VIP's view controller) rather than handing its work over: while a handle is held, the
/// indicator shows and input waits.
@MainActor
public protocol LoadingIndicating: AnyObject {
    func beginLoading() -> any Cancellable
}
