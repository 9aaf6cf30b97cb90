import Imaging

/// Where frames go and input comes from: a real terminal through ncurses, or memory in tests.
@MainActor
public protocol TerminalBackend: AnyObject {
    var size: Size { get }
    /// The most colour the terminal shows.
    var colorMode: ColorMode { get }
    /// Takes over the terminal (raw input, alternate screen).
    func start() throws
    /// Gives the terminal back as it was. Safe to call twice.
    func stop()
    /// Draws the cells that changed since the last frame.
    func draw(_ changes: [(point: Point, cell: Cell)])
    /// Keys, clicks, pastes and resizes, a batch at a time: what came together is drawn once.
    func events() -> AsyncStream<[InputEvent]>
    /// Set when the app must end (Ctrl-C, a signal, the terminal gone), whatever is queued.
    var interruption: InterruptionFlag { get }
}
