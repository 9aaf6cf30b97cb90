import Imaging

/// The run loop of a terminal app: it owns the screen stack, reads input, runs timers on the
/// injected clock, tracks async work whose results come back to the UI, and draws each frame
/// (only the cells that changed). Everything happens on the main actor. The TerminalUI
/// counterpart of UIApplication.
@MainActor
public final class TerminalApp {
    /// Below this, screens cannot be laid out: a message says so until the terminal is enlarged.
    public static let minimumSize = Size(columns: 60, rows: 18)

    public let appName: String
    public let patternName: String
    public let navigation = NavigationStack()
    /// What `--no-color` asked for; otherwise the terminal decides, once it is started.
    private let requestedColorMode: ColorMode?
    public var colorMode: ColorMode { requestedColorMode ?? backend.colorMode }
    public var theme: Theme { colorMode == .monochrome ? .monochrome : .colour }
    public private(set) var isRunning = false

    let backend: any TerminalBackend
    let time: AppTime
    private(set) var modals: [Modal] = []
    private var lastFrame: CellGrid?
    private var needsRender = true
    private var timers: [ScheduledTimer] = []
    private var nextTimerID = 0
    private var work: [Int: Task<Void, Never>] = [:]
    private var nextWorkID = 0
    private var loadingCount = 0
    private var keysWaitingForLoading: [Key] = []
    private var spinnerTimer: TimerToken?
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
        requestedColorMode = colorMode
        navigation.app = self
    }

    // MARK: Running

    /// Shows `root` and runs until the app quits; the terminal is restored however it ends.
    public func run(_ root: Screen) async throws {
        try backend.start()
        defer { backend.stop() }
        start(root)
        firesTimersOnItsOwn = true
        let input = Task { [backend] in
            for await event in backend.events() {
                self.handle(event)
                if !self.isRunning { break }
            }
            self.quit()
        }
        scheduleTimerLoop()
        await withCheckedContinuation { finished = $0 }
        input.cancel()
        timerLoop?.cancel()
        for task in work.values { task.cancel() }
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

    public func handle(_ event: InputEvent) {
        switch event {
        case .key(.control("c")):
            quit()
        case .key(let key) where loadingCount > 0:
            // Loading blocks input: keys wait until it is over.
            if keysWaitingForLoading.count < 32 { keysWaitingForLoading.append(key) }
        case .key(let key):
            handle(key)
        case .click(let point):
            guard loadingCount == 0 else { break }
            click(at: point)
        case .resize:
            lastFrame = nil
        }
        setNeedsRender()
        render()
    }

    private func handle(_ key: Key) {
        if let modal = modals.last {
            _ = modal.handle(key)
            return
        }
        guard let screen = navigation.top, !isTooSmall else { return }
        if screen.handle(key) { return }
        switch key {
        case .escape, .character("q"): screen.goBack()
        case .character("?"): present(HelpOverlay(bindings: screen.keyBindings, isRoot: navigation.screens.count == 1))
        default: break
        }
    }

    private func click(at point: Point) {
        if let modal = modals.last {
            if modal.frame.contains(point) {
                _ = modal.click(at: Point(x: point.x - modal.frame.x, y: point.y - modal.frame.y))
            }
            return
        }
        guard let screen = navigation.top, !isTooSmall else { return }
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
    public func showAlert(title: String, message: String, buttons: [AlertButton] = [AlertButton("OK")]) {
        present(Alert(title: title, message: message, buttons: buttons))
    }

    // MARK: Async work

    /// Runs `work` (a request, say) and redraws when it is done. With `showingLoading`, a
    /// spinner shows and input waits meanwhile.
    public func perform(showingLoading: Bool = true, _ work: @escaping @MainActor () async -> Void) {
        let id = nextWorkID
        nextWorkID += 1
        if showingLoading { beginLoading() }
        self.work[id] = Task {
            await work()
            self.work[id] = nil
            if showingLoading { self.endLoading() }
            self.setNeedsRender()
            self.render()
        }
        setNeedsRender()
    }

    /// Whether no work is in flight.
    public var isIdle: Bool { work.isEmpty }

    /// Waits until every piece of work started so far, and any it started in turn, is done.
    public func waitForWork() async {
        while let task = work.values.first {
            await task.value
        }
    }

    public var isLoading: Bool { loadingCount > 0 }

    private func beginLoading() {
        loadingCount += 1
        if spinnerTimer == nil {
            spinnerTimer = every(.milliseconds(100)) { [weak self] in self?.setNeedsRender() }
        }
    }

    private func endLoading() {
        loadingCount -= 1
        guard loadingCount == 0 else { return }
        spinnerTimer?.cancel()
        spinnerTimer = nil
        let waiting = keysWaitingForLoading
        keysWaitingForLoading = []
        for key in waiting where loadingCount == 0 {
            handle(key)
        }
    }

    // MARK: Timers

    private struct ScheduledTimer {
        let id: Int
        var deadline: Duration
        let interval: Duration
        let action: @MainActor () -> Void
    }

    /// Runs `action` every `interval` of the app's clock until the token is cancelled.
    public func every(_ interval: Duration, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        let id = nextTimerID
        nextTimerID += 1
        timers.append(ScheduledTimer(id: id, deadline: time.elapsed() + interval, interval: max(interval, .milliseconds(1)), action: action))
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
        while let index = timers.indices.min(by: { timers[$0].deadline < timers[$1].deadline }), timers[index].deadline <= now {
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

    public func setNeedsRender() {
        needsRender = true
    }

    private var isTooSmall: Bool {
        backend.size.columns < Self.minimumSize.columns || backend.size.rows < Self.minimumSize.rows
    }

    /// Draws the frame and hands the backend only the cells that changed.
    public func render() {
        guard needsRender else { return }
        needsRender = false
        let frame = composeFrame()
        backend.draw(frame.changes(since: lastFrame))
        lastFrame = frame
    }

    /// The last frame drawn.
    public var screen: CellGrid { lastFrame ?? CellGrid(size: backend.size) }

    private func composeFrame() -> CellGrid {
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
                let box = canvas.subcanvas(canvas.bounds.centred(Size(columns: 20, rows: 3)))
                box.fill()
                box.box(style: theme.frame)
                box.centredText("\(Spinner.frame(at: context.elapsed)) Loading...", y: 1, style: theme.accent)
            }
        }
        return surface.grid
    }

    private func drawTooSmall(in canvas: Canvas) {
        let message = "Terminal too small: need at least \(Self.minimumSize.columns)×\(Self.minimumSize.rows)"
        let lines = TextWidth.wrap(message, to: canvas.size.columns) + ["(now \(canvas.size))"]
        let top = max((canvas.size.rows - lines.count) / 2, 0)
        for (offset, line) in lines.enumerated() {
            canvas.centredText(line, y: top + offset, style: theme.error)
        }
    }

    private func drawChrome(of screen: Screen, in canvas: Canvas, context: DrawContext) {
        let (titleRow, rest) = canvas.bounds.splitTop(1)
        let (middle, keyRow) = rest.splitBottom(1)
        let (body, statusRow) = middle.splitBottom(1)

        let title = canvas.subcanvas(titleRow)
        title.fill(style: theme.titleBar)
        title.text(" " + [appName, patternName, screen.title].joined(separator: " · "), at: Point(x: 0, y: 0), style: theme.titleBar)

        screen.settleFocus()
        screen.content.render(in: canvas.subcanvas(body.insetBy(dx: 1, dy: 0)), context: context)

        if let status = screen.status {
            canvas.subcanvas(statusRow).text(" " + status, at: Point(x: 0, y: 0), style: theme.status)
        }
        drawKeyBar(for: screen, in: canvas.subcanvas(keyRow))
    }

    /// The key bar's slots: the screen's actions in their fixed order, then help and back.
    private func keyBarSlots(for screen: Screen) -> [KeyBinding] {
        let back = navigation.screens.count == 1 ? "Quit" : "Back"
        return screen.keyBindings + [
            KeyBinding(.character("?"), "Help") { [weak self] in self?.handle(.character("?")) },
            KeyBinding(.character("q"), back) { screen.goBack() },
        ]
    }

    private func drawKeyBar(for screen: Screen, in canvas: Canvas) {
        canvas.fill(style: theme.keyBar)
        var x = 0
        for binding in keyBarSlots(for: screen) {
            let keyStyle = binding.isEnabled ? theme.keyName : theme.disabled.reversed()
            x += canvas.text(binding.key.label, at: Point(x: x, y: 0), style: keyStyle)
            x += canvas.text(" " + binding.title + "  ", at: Point(x: x, y: 0), style: binding.isEnabled ? theme.keyBar : theme.keyBar.dim())
        }
    }

    private func keyBarSlot(at column: Int, of screen: Screen) -> KeyBinding? {
        var x = 0
        for binding in keyBarSlots(for: screen) {
            let width = TextWidth.of(binding.key.label) + TextWidth.of(binding.title) + 3
            if (x..<(x + width)).contains(column) { return binding }
            x += width
        }
        return nil
    }
}
