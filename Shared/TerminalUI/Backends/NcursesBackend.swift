import CNcursesw
import Dispatch
import Foundation
import Imaging

/// A real terminal through ncursesw: wide characters, 256 colours with extended colour pairs,
/// truecolor where the terminfo entry has direct colour, mouse reports, resizing, the
/// alternate screen. Input is read from the terminal by a thread of its own and decoded by
/// `InputDecoder`; SIGWINCH, SIGTERM, SIGINT and SIGHUP are caught so the terminal is always
/// given back in order, and `TerminalRestorer` gives it back on a crash. The quitting signals
/// are caught off the main actor: they raise `interruption` even while the app is busy.
@MainActor
public final class NcursesBackend: TerminalBackend {
    public private(set) var size = Size(columns: 80, rows: 24)
    public private(set) var colorMode = ColorMode.monochrome
    private var isActive = false
    private var reader: InputReader?
    private var signalSources: [any DispatchSourceSignal] = []
    private let stream: AsyncStream<[InputEvent]>
    private let continuation: AsyncStream<[InputEvent]>.Continuation
    public let interruption = InterruptionFlag()

    public init() {
        (stream, continuation) = AsyncStream.makeStream(of: [InputEvent].self)
    }

    public func start() throws {
        guard !isActive else { return }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        setlocale(LC_ALL, "")
        if !String(cString: setlocale(LC_CTYPE, nil)).uppercased().contains("UTF") {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        var shellModes = termios()
        guard tcgetattr(STDIN_FILENO, &shellModes) == 0 else { throw TerminalError.notATerminal }
        guard initscr() != nil else { throw TerminalError.cannotStart }
        isActive = true
        TerminalRestorer.shared.arm(shellModes: shellModes)
        raw()
        noecho()
        // Keys typed before the first screen (while `make run` was still building) were meant
        // for something else: a person sees the app before typing into it.
        tcflush(STDIN_FILENO, TCIFLUSH)
        // Input is read by our own thread: ncurses must not cut refreshes short looking for it.
        typeahead(-1)
        nonl()
        curs_set(0)
        if has_colors() {
            start_color()
            use_default_colors()
            colorMode = cnc_colors() >= 0x1000000 ? .truecolor : cnc_colors() >= 256 ? .palette256 : .monochrome
        }
        writeControl(TerminalModes.on)
        refreshSize()
        catchSignals()
        reader = InputReader(continuation: continuation, interruption: interruption)
        reader?.start()
    }

    public func stop() {
        guard isActive else { return }
        isActive = false
        reader?.stop()
        reader = nil
        for source in signalSources { source.cancel() }
        signalSources = []
        for signalNumber in [SIGWINCH, SIGTERM, SIGINT, SIGHUP] { signal(signalNumber, SIG_DFL) }
        writeControl(TerminalModes.off)
        curs_set(1)
        endwin()
        TerminalRestorer.shared.disarm()
        continuation.finish()
    }

    public func draw(_ changes: [(point: Point, cell: Cell)]) {
        guard isActive else { return }
        for (point, cell) in changes where !cell.isContinuation {
            let (attributes, pair) = attributesAndPair(for: cell.style)
            var characters = TextWidth.terminalScalars(of: cell.text).map { wchar_t(bitPattern: $0.value) }
            characters.append(0)
            _ = cnc_put(Int32(point.y), Int32(point.x), characters, attributes, pair)
        }
        refresh()
    }

    public func events() -> AsyncStream<[InputEvent]> { stream }

    private func refreshSize() {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if cnc_window_size(&rows, &columns) == 0 {
            resizeterm(rows, columns)
            size = Size(columns: Int(columns), rows: Int(rows))
        } else {
            size = Size(columns: Int(getmaxx(cnc_stdscr())), rows: Int(getmaxy(cnc_stdscr())))
        }
    }

    private func catchSignals() {
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.isActive else { return }
                self.refreshSize()
                clear()
                self.continuation.yield([.resize(self.size)])
            }
        }
        resize.resume()
        signalSources.append(resize)
        // Ending like Ctrl-C lets the app stop cleanly and give the terminal back.
        let quitting: [(Int32, Interruption)] = [(SIGINT, .interrupt), (SIGTERM, .terminate), (SIGHUP, .hangUp)]
        let queue = DispatchQueue(label: "terminal signals")
        for (signalNumber, interruption) in quitting {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler(handler: Self.raising(interruption, on: self.interruption, waking: continuation))
            source.resume()
            signalSources.append(source)
        }
    }

    /// A signal's handler: it runs on the signals' queue, never the main actor, which may be busy.
    private nonisolated static func raising(
        _ interruption: Interruption,
        on flag: InterruptionFlag,
        waking continuation: AsyncStream<[InputEvent]>.Continuation
    ) -> @Sendable () -> Void {
        {
            flag.raise(interruption)
            continuation.yield([])
        }
    }

    private func attributesAndPair(for style: Style) -> (attr_t, Int32) {
        var attributes: attr_t = 0
        if style.isBold { attributes |= cnc_bold() }
        if style.isDim { attributes |= cnc_dim() }
        if style.isReversed { attributes |= cnc_reverse() }
        if style.isUnderlined { attributes |= cnc_underline() }
        guard colorMode != .monochrome else { return (attributes, 0) }
        // alloc_pair finds a pair already made, or makes one (reusing the oldest when all are taken).
        let pair = alloc_pair(colorNumber(style.foreground), colorNumber(style.background))
        return (attributes, max(pair, 0))
    }

    /// ncurses' number for a colour: -1 for the terminal's own, a palette index, or (with direct
    /// colour) the RGB value itself.
    private func colorNumber(_ color: TerminalColor) -> Int32 {
        switch color {
        case .standard: -1
        // With direct colour every number is an RGB value, palette entries included.
        case .palette(let index) where colorMode == .truecolor: Self.direct(XtermPalette256.colour(of: index))
        case .palette(let index): Int32(index)
        case .rgb(let rgb) where colorMode == .truecolor: Self.direct(rgb)
        case .rgb(let rgb): Int32(XtermPalette256.nearest(to: rgb))
        }
    }

    private static func direct(_ rgb: RGB) -> Int32 {
        Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
    }

    /// A terminal that went away fails the write (EIO): nothing is left to tell, and the app is
    /// ending anyway. The throwing `write(contentsOf:)`, because `write(_:)` traps on an error.
    private func writeControl(_ sequence: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data(sequence.utf8))
    }
}

/// Why the terminal could not be taken over.
public enum TerminalError: Error, CustomStringConvertible {
    case notATerminal
    case cannotStart

    public var description: String {
        switch self {
        case .notATerminal: "This program needs a terminal: standard input and output must not be redirected."
        case .cannotStart: "ncurses could not start on this terminal (check TERM)."
        }
    }
}
