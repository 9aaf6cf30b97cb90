/// Runs a presentation role's async work — a request, a save: while it runs the loading
/// indicator shows and input waits (unless `showingLoading` is false), the screen is redrawn
/// when it ends, and tests and key scripts wait for it. What a presenter, an interactor or a
/// coordinator is handed instead of the app itself.
@MainActor
public protocol WorkRunning: AnyObject {
    func perform(showingLoading: Bool, _ work: @escaping @MainActor () async -> Void)
}

extension WorkRunning {
    /// Runs `work` with the loading indicator.
    public func perform(_ work: @escaping @MainActor () async -> Void) {
        perform(showingLoading: true, work)
    }
}
