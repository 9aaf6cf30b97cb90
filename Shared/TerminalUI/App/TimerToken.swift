/// A repeating timer of the app; `cancel()` stops it.
@MainActor
public final class TimerToken {
    let id: Int
    private weak var app: TerminalApp?

    init(id: Int, app: TerminalApp) {
        self.id = id
        self.app = app
    }

    public func cancel() {
        app?.cancelTimer(id)
    }
}
