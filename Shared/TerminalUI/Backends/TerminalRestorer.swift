import CNcursesw
import Foundation

/// The last line of defence: if the process exits while ncurses still owns the terminal
/// (an `exit()` somewhere), an exit handler gives the terminal back.
final class TerminalRestorer: @unchecked Sendable {
    static let shared = TerminalRestorer()

    private let lock = NSLock()
    private var armed = false
    private var installed = false

    func arm() {
        lock.withLock {
            armed = true
            guard !installed else { return }
            installed = true
            atexit {
                TerminalRestorer.shared.restoreIfArmed()
            }
        }
    }

    func disarm() {
        lock.withLock { armed = false }
    }

    private func restoreIfArmed() {
        guard lock.withLock({ armed }) else { return }
        FileHandle.standardOutput.write(Data("\u{1B}[?1006l\u{1B}[?1000l".utf8))
        endwin()
    }
}
