import Imaging

/// A terminal in memory: frames land in a grid that tests read back, cell by cell with styles;
/// input is whatever the test sends.
@MainActor
public final class HeadlessBackend: TerminalBackend {
    public private(set) var grid: CellGrid
    public let colorMode: ColorMode
    /// How many cells the last frame wrote: the diff at work.
    public private(set) var lastChangeCount = 0
    /// How many frames were drawn.
    public private(set) var frameCount = 0
    /// The smallest rectangle around the cells the last frame wrote; `nil` when it wrote none:
    /// where a change was drawn.
    public private(set) var lastChangedArea: Rect?
    private let stream: AsyncStream<[InputEvent]>
    private let continuation: AsyncStream<[InputEvent]>.Continuation
    public let interruption = InterruptionFlag()

    public init(size: Size = Size(columns: 80, rows: 24), colorMode: ColorMode = .palette256) {
        grid = CellGrid(size: size)
        self.colorMode = colorMode
        (stream, continuation) = AsyncStream.makeStream(of: [InputEvent].self)
    }

    public var size: Size { grid.size }

    public func start() {}

    public func stop() {
        continuation.finish()
    }

    public func draw(_ changes: [(point: Point, cell: Cell)]) {
        lastChangeCount = changes.count
        frameCount += 1
        let points = changes.map(\.point)
        lastChangedArea = points.isEmpty ? nil : Rect.enclosing(points)
        for change in changes where grid.contains(change.point) {
            grid[change.point.x, change.point.y] = change.cell
        }
    }

    public func events() -> AsyncStream<[InputEvent]> { stream }

    /// Feeds events to a running app, as one batch (what a terminal hands over in one read).
    public func send(_ events: [InputEvent]) {
        continuation.yield(events)
    }

    /// What a signal does to a real terminal's app: raised now, acted on before queued input.
    public func interrupt(_ interruption: Interruption) {
        self.interruption.raise(interruption)
        continuation.yield([])
    }

    /// Changes the size; the app learns of it through a `.resize` event.
    public func resize(to size: Size) {
        grid = CellGrid(size: size)
    }
}
