import Imaging

/// A terminal in memory: frames land in a grid that tests read back, cell by cell with styles;
/// input is whatever the test sends.
@MainActor
public final class HeadlessBackend: TerminalBackend {
    public private(set) var grid: CellGrid
    public let colorMode: ColorMode
    /// How many cells the last frame wrote: the diff at work.
    public private(set) var lastChangeCount = 0
    private let stream: AsyncStream<InputEvent>
    private let continuation: AsyncStream<InputEvent>.Continuation

    public init(size: Size = Size(columns: 80, rows: 24), colorMode: ColorMode = .palette256) {
        grid = CellGrid(size: size)
        self.colorMode = colorMode
        (stream, continuation) = AsyncStream.makeStream(of: InputEvent.self)
    }

    public var size: Size { grid.size }

    public func start() {}

    public func stop() {
        continuation.finish()
    }

    public func draw(_ changes: [(point: Point, cell: Cell)]) {
        lastChangeCount = changes.count
        for change in changes where grid.contains(change.point) {
            grid[change.point.x, change.point.y] = change.cell
        }
    }

    public func events() -> AsyncStream<InputEvent> { stream }

    /// Feeds an event to a running app.
    public func send(_ event: InputEvent) {
        continuation.yield(event)
    }

    /// Changes the size; the app learns of it through a `.resize` event.
    public func resize(to size: Size) {
        grid = CellGrid(size: size)
    }
}
