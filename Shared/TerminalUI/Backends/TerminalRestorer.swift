import CNcursesw
import CTerminalGuard
import Foundation

/// The last line of defence: if the process exits while ncurses still owns the terminal
/// (an `exit()` somewhere), an exit handler gives the terminal back; if it crashes, a signal
/// handler does, before the crash report is printed.
final class TerminalRestorer: @unchecked Sendable {
    static let shared = TerminalRestorer()

    private let lock = NSLock()
    private var armed = false
    private var installed = false

    /// Call once ncurses has set the terminal up; `shellModes` are the modes from before it did.
    func arm(shellModes: termios) {
        lock.withLock {
            armed = true
            guard !installed else { return }
            installed = true
            atexit {
                TerminalRestorer.shared.restoreIfArmed()
            }
        }
        // Mouse reports off, then what this terminal's terminfo entry says ends full-screen use.
        let restore = Array(
            (TerminalModes.off + Self.terminfo("sgr0") + Self.terminfo("cnorm") + Self.terminfo("rmcup")).utf8)
        var modes = shellModes
        // Without the guard a crash only leaves the terminal as it was before there was one:
        // no reason to refuse to start, so a failure here is not reported.
        _ = terminal_guard_arm(STDOUT_FILENO, &modes, restore, restore.count)
    }

    func disarm() {
        terminal_guard_disarm()
        lock.withLock { armed = false }
    }

    private func restoreIfArmed() {
        guard lock.withLock({ armed }) else { return }
        terminal_guard_disarm()
        // The terminal may be gone (EIO): `write(_:)` would trap on that, `write(contentsOf:)` throws.
        try? FileHandle.standardOutput.write(contentsOf: Data(TerminalModes.off.utf8))
        endwin()
    }

    /// A string capability of the terminal ncurses started on, or "" where it has none.
    private static func terminfo(_ capability: String) -> String {
        guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { return "" }
        return String(cString: value)
    }
}
