import Foundation
import Imaging
import Presentation

/// The run loop of a terminal app: it owns the screen stack, reads input, runs timers on the
/// injected clock, tracks async work whose results come back to the UI, and draws each frame
/// (only the cells that changed). Everything happens on the main actor. The TerminalUI
/// counterpart of UIApplication.
@MainActor
public final class TerminalApp: WorkRunning, Scheduling {
    /// Below this, screens cannot be laid out: a message says so until the terminal is enlarged.
    public static let minimumSize = Size(columns: 60, rows: 18)

    public let appName: String
    public let patternName: String
    public let navigation = NavigationStack()
    /// Monochrome for `--no-color` or `NO_COLOR`; otherwise the terminal decides, once started.
    private let requestedColorMode: ColorMode?
    public var colorMode: ColorMode { requestedColorMode ?? backend.colorMode }
    public var theme: Theme { colorMode == .monochrome ? .monochrome : .colour }
    /// This app's seams, for an app's first assembly.
    public var seams: AppSeams { AppSeams(navigation: navigation, work: self, scheduler: self) }
    public private(set) var isRunning = false
    /// How many times a screen has brought its views up to date from its state (`updateViews`,
    /// run because state it read changed): `make bench` counts them per key. A screen that sets
    /// its widgets itself (MVC's controller, a passive view's presenter) adds none.
    public internal(set) var viewUpdates = 0

    let backend: any TerminalBackend
    let time: AppTime
    private(set) var modals: [Modal] = []
    private var lastFrame: CellGrid?
    private var needsRender = true
    /// The redraw asked for by `setNeedsRender`, to run once the current main-actor turn is over.
    private(set) var scheduledRender: Task<Void, Never>?
    private var timers: [ScheduledTimer] = []
    private var nextTimerID = 0
    private var work: [Int: Task<Void, Never>] = [:]
    /// The screen on top when each piece of work began: what Esc cancels while it waits.
    private var workScreens: [Int: ObjectIdentifier] = [:]
    private var nextWorkID = 0
    private var loadingCount = 0
    /// Redraws ten times a second while a spinner is on screen.
    private var animationTimer: (any Cancellable)?
    private var finished: CheckedContinuation<Void, Never>?
    private var timerLoop: Task<Void, Never>?
    /// In a real run the app sleeps until its timers are due; a script driver fires them itself.
    private var firesTimersOnItsOwn = false

    /// - Parameters:
    ///   - colorMode: `nil` to use what the terminal supports; `.monochrome` for `--no-color`.
    public init(
        appName: String,
        patternName: String,
        backend: any TerminalBackend,
        clock: some Clock<Duration> = ContinuousClock(),
        colorMode: ColorMode? = nil
    ) {
        self.appName = appName
        self.patternName = patternName
        self.backend = backend
        time = AppTime(clock)
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } == true
        requestedColorMode = colorMode ?? (noColor ? .monochrome : nil)
        navigation.app = self
    }

    // MARK: Running

    /// Shows `root` and runs until the app quits; the terminal is restored however it ends.
    /// - Returns: what ended the app from outside (Ctrl-C, a signal, the terminal gone), or
    ///   `nil` when it quit from its screens.
    @discardableResult
    public func run(_ root: Screen) async throws -> Interruption? {
        try backend.start()
        defer { backend.stop() }
        start(root)
        firesTimersOnItsOwn = true
        let input = Task { [backend] in
            for await batch in backend.events() {
                self.process(batch)
                if !self.isRunning { break }
            }
            self.quit()
        }
        scheduleTimerLoop()
        if isRunning {
            await withCheckedContinuation { finished = $0 }
        }
        input.cancel()
        timerLoop?.cancel()
        for task in work.values { task.cancel() }
        return backend.interruption.value
    }

    /// The events that came together, then one frame for all of them. An interruption is
    /// looked for before each event, so it is acted on however many are queued.
    private func process(_ batch: [InputEvent]) {
        for event in batch {
            guard backend.interruption.value == nil else { break }
            dispatch(event)
        }
        if backend.interruption.value != nil { return quit() }
        setNeedsRender()
        render()
    }

    /// What quitting now would lose, as the screen on top says it: Ctrl-C's help line and the
    /// words after an interrupted run say it, since Ctrl-C does not ask. Only the top screen's:
    /// a screen below may hold what was typed and already used (the login under the players).
    public var unsavedWork: String? {
        navigation.top?.unsavedWorkShown
    }

    /// Shows `root` without reading input: what `run` does first, and what a script driver uses.
    public func start(_ root: Screen) {
        isRunning = true
        navigation.setRoot(root)
        render()
    }

    public func quit() {
        isRunning = false
        finished?.resume()
        finished = nil
    }

    // MARK: Input

    /// One event, then the frame: how a script driver and tests hand the app input.
    public func handle(_ event: InputEvent) {
        dispatch(event)
        setNeedsRender()
        render()
    }

    private func dispatch(_ event: InputEvent) {
        // A key is judged against the state its screen shows: a view model's request that began
        // since the last frame has its loading indicator bound before the key can slip past it.
        navigation.top?.updateViewsIfNeeded()
        switch event {
        case .key(.control("c")):
            backend.interruption.raise(.interrupt)
            quit()
        case .resize:
            lastFrame = nil
        case _ where isTooSmall:
            // Nothing can be seen: no key reaches a screen, Esc and q included (going back from
            // a screen the person cannot see could lose work). The message says Ctrl-C quits.
            break
        case .key(.escape) where loadingCount > 0:
            cancelWaitingWork()
        case _ where loadingCount > 0:
            // While loading, input other than ^C and Esc is ignored: acting on it later,
            // against whatever the work left behind, would surprise.
            break
        case .key(let key):
            handle(key)
        case .paste(let text):
            if modals.isEmpty { _ = navigation.top?.paste(text) }
        case .click(let point):
            click(at: point)
        }
    }

    private func handle(_ key: Key) {
        if let modal = modals.last {
            // Help works over an alert, a sheet or a picker too: it lists their keys.
            if key == .function(1) || key == .character("?"), !(modal is HelpOverlay) {
                return present(HelpOverlay(lines: helpLines(over: modal)))
            }
            _ = modal.handle(key)
            return
        }
        guard let screen = navigation.top else { return }
        // F1 is help everywhere, also where a text field takes `?` as text.
        if key == .function(1) { return showHelp(for: screen) }
        if screen.handle(key) { return }
        switch key {
        case .escape, .character("q"): screen.goBack()
        case .character("?"): showHelp(for: screen)
        default: break
        }
    }

    func showHelp(for screen: Screen) {
        present(HelpOverlay(lines: helpLines(for: screen)))
    }

    private func click(at point: Point) {
        if let modal = modals.last {
            // The key bar shows the modal's keys: a click on one is that key.
            if point.y == backend.size.rows - 1, let screen = navigation.top,
                let binding = keyBarSlot(at: point.x, of: screen)
            {
                return handle(binding.key)
            }
            if modal.frame.contains(point) {
                _ = modal.click(at: Point(x: point.x - modal.frame.x, y: point.y - modal.frame.y))
            }
            return
        }
        guard let screen = navigation.top else { return }
        if point.y == backend.size.rows - 1, let binding = keyBarSlot(at: point.x, of: screen) {
            if binding.isEnabled { binding.action() }
            return
        }
        screen.click(at: point)
    }

    // MARK: Modals

    /// Shows `modal` over everything until it closes itself.
    public func present(_ modal: Modal) {
        modal.close = { [weak self, weak modal] in
            self?.modals.removeAll { $0 === modal }
            self?.setNeedsRender()
        }
        modals.append(modal)
        setNeedsRender()
    }

    /// An alert with a title, a message and buttons (OK alone by default).
    /// - Parameter onClose: what Esc does when no button is Cancel.
    public func showAlert(
        title: String, message: String, buttons: [AlertButton] = [AlertButton("OK")],
        onClose: @escaping @MainActor () -> Void = {}
    ) {
        present(Alert(title: title, message: message, buttons: buttons, onClose: onClose))
    }

    // MARK: Async work

    /// Runs `work` (a request, say) and redraws when it is done. With `showingLoading`, a
    /// spinner shows and input waits meanwhile. Esc while the screen shows its spinner cancels
    /// the work that screen started (a request then ends with `CancellationError`).
    public func perform(showingLoading: Bool, _ work: @escaping @MainActor () async -> Void) {
        let id = nextWorkID
        nextWorkID += 1
        if showingLoading { loadingCount += 1 }
        if let screen = navigation.top { workScreens[id] = ObjectIdentifier(screen) }
        self.work[id] = Task {
            await work()
            self.work[id] = nil
            self.workScreens[id] = nil
            if showingLoading { self.loadingCount -= 1 }
            guard self.isRunning else { return }
            self.setNeedsRender()
            self.render()
        }
        setNeedsRender()
    }

    /// Waits until every piece of work started so far, and any it started in turn, is done.
    public func waitForWork() async {
        while let task = work.values.first {
            await task.value
        }
    }

    public var isLoading: Bool { loadingCount > 0 }

    /// Esc while the loading indicator shows: the work the screen on top started is cancelled —
    /// a request to a server that never answers need not be waited out. What the work does with
    /// its cancellation (an error shown, the form kept) is the screen's own.
    private func cancelWaitingWork() {
        guard let screen = navigation.top else { return }
        let top = ObjectIdentifier(screen)
        var cancelled = false
        for (id, owner) in workScreens where owner == top {
            work[id]?.cancel()
            cancelled = true
        }
        // Calling a wait off is no failure: the roles show no error for it, the kit says what happened.
        if cancelled { screen.noticeCancelled(cancellationNotice()) }
    }

    /// What Esc on a wait says: "Cancelled.", unless the app knows better — a write that had
    /// already left may still be saved by the server, and the person must not be told otherwise
    /// (the composition root tells the kit how to know).
    public var cancellationNotice: @MainActor () -> String = { "Cancelled." }

    /// Whether any work started with `perform` is still running.
    public var hasWorkInFlight: Bool { !work.isEmpty }

    /// Shows the loading indicator, and holds input, until the handle is cancelled.
    public func beginLoading() -> any Cancellable {
        loadingCount += 1
        setNeedsRender()
        return LoadingHold { [weak self] in
            self?.loadingCount -= 1
            self?.setNeedsRender()
        }
    }

    /// Waits on the app's clock: work that waits this way is timed by the script driver's
    /// clock in tests.
    public func sleep(for duration: Duration) async throws {
        try await time.sleep(time.elapsed() + duration)
    }

    // MARK: Timers

    private struct ScheduledTimer {
        let id: Int
        var deadline: Duration
        let interval: Duration
        let action: @MainActor () -> Void
    }

    /// Runs `action` every `interval` of the app's clock until the token is cancelled.
    public func every(_ interval: Duration, _ action: @escaping @MainActor () -> Void) -> any Cancellable {
        let id = nextTimerID
        nextTimerID += 1
        timers.append(
            ScheduledTimer(
                id: id, deadline: time.elapsed() + interval, interval: max(interval, .milliseconds(1)), action: action))
        scheduleTimerLoop()
        return TimerToken(id: id, app: self)
    }

    func cancelTimer(_ id: Int) {
        timers.removeAll { $0.id == id }
    }

    /// When the next timer is due, if any.
    var nextTimerDeadline: Duration? { timers.map(\.deadline).min() }

    /// Runs every timer whose time has come, each as many times as it is due, in time order.
    public func fireDueTimers() {
        let now = time.elapsed()
        while let index = timers.indices.min(by: { timers[$0].deadline < timers[$1].deadline }),
            timers[index].deadline <= now
        {
            let timer = timers[index]
            timers[index].deadline += timer.interval
            timer.action()
        }
        setNeedsRender()
        render()
    }

    /// In a real run, sleeps until the next timer is due and fires it.
    private func scheduleTimerLoop() {
        guard firesTimersOnItsOwn, isRunning else { return }
        timerLoop?.cancel()
        timerLoop = Task {
            while !Task.isCancelled, self.isRunning {
                guard let deadline = self.nextTimerDeadline else { return }
                do { try await self.time.sleep(deadline) } catch { return }
                self.fireDueTimers()
            }
        }
    }

    // MARK: Drawing

    /// Marks the frame as out of date and makes sure it is redrawn soon, whoever changed what:
    /// a key handler, a timer, or work in flight that changed state before its next `await`
    /// ("Syncing…" set as a request starts) — without this, such a change would wait for the
    /// next key or the end of the work. Many changes in one turn make one redraw.
    public func setNeedsRender() {
        needsRender = true
        guard isRunning, scheduledRender == nil else { return }
        scheduledRender = Task {
            self.scheduledRender = nil
            self.render()
        }
    }

    var isTooSmall: Bool {
        backend.size.columns < Self.minimumSize.columns || backend.size.rows < Self.minimumSize.rows
    }

    /// Draws the frame and hands the backend only the cells that changed.
    public func render() {
        guard needsRender else { return }
        needsRender = false
        navigation.top?.updateViewsIfNeeded()
        let (frame, animates) = composeFrame()
        backend.draw(frame.changes(since: lastFrame))
        lastFrame = frame
        // A spinner on screen turns: redraw ten times a second while there is one.
        if animates, animationTimer == nil {
            animationTimer = every(.milliseconds(100)) {}
        } else if !animates, let timer = animationTimer {
            timer.cancel()
            animationTimer = nil
        }
    }

    /// The last frame drawn.
    public var currentFrame: CellGrid { lastFrame ?? CellGrid(size: backend.size) }

    /// The frame, and whether something on it moves.
    private func composeFrame() -> (CellGrid, Bool) {
        let surface = Canvas.Surface(size: backend.size)
        let canvas = Canvas(surface: surface, frame: Rect(size: backend.size))
        let context = DrawContext(theme: theme, colorMode: colorMode, elapsed: time.elapsed())
        if isTooSmall {
            drawTooSmall(in: canvas)
        } else if let screen = navigation.top {
            drawChrome(of: screen, in: canvas, context: context)
            for modal in modals {
                let box = canvas.bounds.centred(modal.size(in: canvas.size))
                modal.render(in: canvas.subcanvas(box), context: context)
            }
            if loadingCount > 0 {
                let box = canvas.subcanvas(canvas.bounds.centred(Size(columns: 20, rows: 4)))
                box.fill()
                box.box(style: theme.frame)
                Spinner().render(in: box.subcanvas(Rect(x: 1, y: 1, width: 18, height: 1)), context: context)
                box.centredText("Esc Cancel", y: 2, style: theme.disabled)
            }
        }
        return (surface.grid, surface.isAnimated)
    }

    private func drawTooSmall(in canvas: Canvas) {
        let message = "Terminal too small: need at least \(Self.minimumSize.columns)×\(Self.minimumSize.rows)"
        let lines =
            TextWidth.wrap(message, to: canvas.size.columns) + ["(now \(canvas.size))"]
            + TextWidth.wrap("Enlarge the terminal to go on, or press Ctrl-C to quit.", to: canvas.size.columns)
        let top = max((canvas.size.rows - lines.count) / 2, 0)
        for (offset, line) in lines.enumerated() {
            canvas.centredText(line, y: top + offset, style: theme.error)
        }
    }

    private func drawChrome(of screen: Screen, in canvas: Canvas, context: DrawContext) {
        let (titleRow, rest) = canvas.bounds.splitTop(1)
        let (middle, keyRow) = rest.splitBottom(1)
        let statusLines = screen.statusLine.map { Self.statusLines($0, width: canvas.size.columns) } ?? []
        let (body, statusArea) = middle.splitBottom(max(statusLines.count, 1))

        let title = canvas.subcanvas(titleRow)
        title.fill(style: theme.titleBar)
        let heading = " " + [appName, patternName, screen.title].joined(separator: " · ")
        title.text(TextWidth.truncate(heading, to: title.size.columns), at: Point(x: 0, y: 0), style: theme.titleBar)

        screen.settleFocus()
        screen.content.render(in: canvas.subcanvas(body.insetBy(dx: 1, dy: 0)), context: context)

        let status = canvas.subcanvas(statusArea)
        for (row, line) in statusLines.enumerated() {
            status.text(" " + line, at: Point(x: 0, y: row), style: theme.status)
        }
        drawKeyBar(for: screen, in: canvas.subcanvas(keyRow))
    }

    /// A status message wrapped onto at most three lines, so a long reason ("Offline: …") can be
    /// read whole; the third is cut short with "…" if even that is not enough.
    static func statusLines(_ status: String, width: Int) -> [String] {
        let width = max(width - 2, 1)
        let lines = TextWidth.wrap(status, to: width)
        guard lines.count > 3 else { return lines }
        return Array(lines.prefix(2)) + [TextWidth.truncate(lines[2] + "…", to: width)]
    }

    /// The key bar: the screen's actions from the left in their fixed order, help and back
    /// always at the right — as they act now (`activeBindings`). Where not all actions fit, the
    /// secondary ones are left out first, then actions from the right, and the help slot reads
    /// "More": help lists them all. While a text field has the focus, `?` and `q` are text, so
    /// the bar offers F1 and Esc instead — and no back slot if the screen has Esc do something
    /// else (Cancel an edit). Over an alert, a sheet or a picker, the bar is theirs.
    func keyBarLayout(for screen: Screen, width: Int) -> [(binding: KeyBinding, x: Int, width: Int)] {
        func slotWidth(_ binding: KeyBinding) -> Int {
            TextWidth.of(binding.keyLabel) + TextWidth.of(binding.title) + 3
        }
        if loadingCount > 0 {
            // While the screen waits, only these act.
            let cancel = KeyBinding(.escape, "Cancel") { [weak self] in self?.cancelWaitingWork() }
            let quit = KeyBinding(.control("c"), "Quit") { [weak self] in self?.quit() }
            return [
                (cancel, 0, slotWidth(cancel)),
                (quit, max(width - slotWidth(quit) + 2, slotWidth(cancel)), slotWidth(quit)),
            ]
        }
        let typing = modals.isEmpty && screen.focusedView?.takesText == true
        let helpKey: Key = typing ? .function(1) : .character("?")
        let actions: [KeyBinding]
        let back: [KeyBinding]
        if let modal = modals.last {
            actions = modal is HelpOverlay ? [] : Self.slots(for: modal.keyHelp)
            back = []
        } else {
            actions = activeBindings(of: screen)
            let backKey: Key = typing ? .escape : .character("q")
            let goesBack = !screen.activeKeyBindings.contains { $0.key == backKey || $0.alternatives.contains(backKey) }
            back =
                goesBack
                ? [KeyBinding(backKey, navigation.screens.count == 1 ? "Quit" : "Back") { screen.goBack() }] : []
        }
        // "Help" and "More" are as wide, so the room left for actions does not depend on which.
        let fixedWidth = TextWidth.of(helpKey.label + "Help") + 3 + back.map(slotWidth).reduce(0, +)
        var shown = actions
        func fits() -> Bool { shown.map(slotWidth).reduce(0, +) <= width - fixedWidth }
        if !fits() { shown.removeAll { $0.prominence == .secondary } }
        while !fits(), !shown.isEmpty { shown.removeLast() }
        let helpTitle = shown.count < actions.count ? "More" : "Help"
        let help = KeyBinding(helpKey, helpTitle) { [weak self] in
            guard let self else { return }
            if let modal = modals.last {
                present(HelpOverlay(lines: helpLines(over: modal)))
            } else {
                showHelp(for: screen)
            }
        }
        let fixed = (modals.last is HelpOverlay ? [] : [help]) + back
        var layout: [(binding: KeyBinding, x: Int, width: Int)] = []
        var x = 0
        for binding in shown {
            layout.append((binding, x, slotWidth(binding)))
            x += slotWidth(binding)
        }
        // Flush right: the last slot needs no gap after it.
        x = max(width - fixedWidth + 2, x)
        for binding in fixed {
            layout.append((binding, x, slotWidth(binding)))
            x += slotWidth(binding)
        }
        return layout
    }

    /// A modal's keys as key bar slots: "← → Choose a button", "Enter Pick it", "Esc Cancel".
    private static func slots(for help: [KeyHelp]) -> [KeyBinding] {
        help.compactMap { entry in
            guard let first = entry.keys.first else { return nil }
            let pairs: [(Key, Key)] = [(.left, .right), (.up, .down)]
            let second = entry.keys.dropFirst().first
            let label =
                pairs.contains { $0.0 == first && $0.1 == second }
                ? "\(first.label) \(second?.label ?? "")" : first.label
            return KeyBinding(first, entry.action, keyLabel: label) {}
        }
    }

    private func drawKeyBar(for screen: Screen, in canvas: Canvas) {
        canvas.fill(style: theme.keyBar)
        for slot in keyBarLayout(for: screen, width: canvas.size.columns) {
            let binding = slot.binding
            let keyStyle = binding.isEnabled ? theme.keyName : theme.disabled.reversed()
            let keyWidth = canvas.text(binding.keyLabel, at: Point(x: slot.x, y: 0), style: keyStyle)
            canvas.text(
                " " + binding.title, at: Point(x: slot.x + keyWidth, y: 0),
                style: binding.isEnabled ? theme.keyBar : theme.keyBar.dim())
        }
    }

    private func keyBarSlot(at column: Int, of screen: Screen) -> KeyBinding? {
        keyBarLayout(for: screen, width: backend.size.columns).first { ($0.x..<($0.x + $0.width)).contains(column) }?
            .binding
    }
}
