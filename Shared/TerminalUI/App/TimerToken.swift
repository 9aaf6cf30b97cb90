import Presentation

/// A repeating timer of the app; `cancel()` stops it.
@MainActor
final class TimerToken: Cancellable {
    let id: Int
    private weak var app: TerminalApp?

    init(id: Int, app: TerminalApp) {
        self.id = id
        self.app = app
    }

    func cancel() {
        app?.cancelTimer(id)
    }
}
