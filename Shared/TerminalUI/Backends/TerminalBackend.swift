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
    /// Keys, clicks and resizes, as they come.
    func events() -> AsyncStream<InputEvent>
}
