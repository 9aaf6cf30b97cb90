import Imaging

/// Drives an app without a terminal, deterministically: type keys, click, resize, move the
/// clock; after each step it waits until the app is idle (no work in flight, no timer due) and
/// the screen can be read. The base of every screen test and of the parity suite.
@MainActor
public final class ScriptDriver {
    public let app: TerminalApp
    public let backend: HeadlessBackend
    public let clock: ManualClock

    /// - Parameter clock: the app's clock, which the test may share with what it drives (the
    ///   latency of requests, say).
    public init(
        appName: String = "App",
        patternName: String = "Pattern",
        size: Size = Size(columns: 80, rows: 24),
        colorMode: ColorMode = .monochrome,
        clock: ManualClock = ManualClock()
    ) {
        self.clock = clock
        backend = HeadlessBackend(size: size, colorMode: colorMode)
        app = TerminalApp(
            appName: appName, patternName: patternName, backend: backend, clock: clock, colorMode: colorMode)
    }

    /// Shows the first screen.
    public func start(_ root: Screen) async {
        app.start(root)
        await settle()
    }

    /// Shows the first screen and returns at once, its work still in flight (held by a double):
    /// `draw` shows what a person sees meanwhile, `settle` lets it finish.
    public func startWithoutWaiting(_ root: Screen) {
        app.start(root)
    }

    /// Draws the screen as it is now, without waiting for the work in flight.
    public func draw() {
        app.setNeedsRender()
        app.render()
    }

    public func press(_ keys: Key...) async {
        for key in keys {
            app.handle(.key(key))
            await settle()
        }
    }

    /// Presses `key` and returns while the work it started waits on the clock (a request held by
    /// latency), with the screen as the app itself has drawn it meanwhile: the driver draws
    /// nothing, so a state the app forgets to show stays unseen. `false` when the work ended
    /// without waiting on the clock. `advance` lets the work go on.
    public func pressUntilWorkWaits(_ key: Key) async -> Bool {
        let sleeping = clock.sleeperCount
        let stops = clock.stopCount
        app.handle(.key(key))
        let watcher = Task { [app, clock] in
            await app.waitForWork()
            clock.stopWaitingForSleepers()
        }
        // The watcher may stop before this wait begins: the stop still counts.
        let waits = await clock.waitForSleepers(moreThan: sleeping, unlessStoppedSince: stops)
        watcher.cancel()
        await app.scheduledRender?.value
        return waits
    }

    /// Presses `key` and returns as soon as the app shows its loading indicator, the work still
    /// in flight (a request to a server that never answers): the screen a person waits at.
    /// `false` when the work ended without showing it.
    public func pressUntilLoading(_ key: Key) async -> Bool {
        app.handle(.key(key))
        while !app.isLoading {
            guard app.hasWorkInFlight else { return false }
            await Task.yield()
            // A view that binds its loading state does so when it is drawn.
            draw()
        }
        draw()
        return true
    }

    /// Types each character of `text` as a key.
    public func type(_ text: String) async {
        for character in text {
            await press(.character(character))
        }
    }

    /// Pastes `text` as a terminal in bracketed-paste mode hands it over: one event.
    public func paste(_ text: String) async {
        app.handle(.paste(text))
        await settle()
    }

    public func click(x: Int, y: Int) async {
        app.handle(.click(Point(x: x, y: y)))
        await settle()
    }

    public func resize(to size: Size) async {
        backend.resize(to: size)
        app.handle(.resize(size))
        await settle()
    }

    /// Moves the clock forward, firing each timer at its own moment on the way.
    public func advance(by duration: Duration) async {
        var remaining = duration
        while let deadline = app.nextTimerDeadline, deadline <= app.time.elapsed() + remaining {
            let step = deadline - app.time.elapsed()
            clock.advance(by: step)
            remaining -= step
            app.fireDueTimers()
            await settle()
        }
        clock.advance(by: remaining)
        app.setNeedsRender()
        await settle()
    }

    /// Moves the clock forward in one step, waking the work that waits on it (a request held by
    /// `pressUntilWorkWaits`), then fires the timers that came due meanwhile and waits for the
    /// work to end. `advance` cannot do this: it waits for the work at each timer on the way.
    public func advanceReleasingWork(by duration: Duration) async {
        clock.advance(by: duration)
        app.fireDueTimers()
        await settle()
    }

    /// Waits for all work in flight, then draws — again while drawing starts more work (a grid
    /// asking for the tiles that came into view), so the screen read afterwards is complete.
    public func settle() async {
        for _ in 0..<100 {
            await app.waitForWork()
            app.setNeedsRender()
            app.render()
            guard app.hasWorkInFlight else { return }
        }
    }

    /// The screen as text, one line per row.
    public var screen: String { backend.grid.text }

    /// Row `y` of the screen.
    public func line(_ y: Int) -> String { backend.grid.line(y) }

    /// Whether `text` is anywhere on screen.
    public func shows(_ text: String) -> Bool { screen.contains(text) }
}
