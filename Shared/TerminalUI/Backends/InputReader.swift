import Foundation

/// Reads the terminal's bytes on a thread of its own and decodes them into events. A lone Esc
/// is reported once no more bytes arrive for 30 ms (an arrow key's bytes come together).
final class InputReader: @unchecked Sendable {
    private let continuation: AsyncStream<InputEvent>.Continuation
    private let lock = NSLock()
    private var running = false
    private var thread: Thread?

    init(continuation: AsyncStream<InputEvent>.Continuation) {
        self.continuation = continuation
    }

    func start() {
        lock.withLock { running = true }
        let thread = Thread { [self] in readLoop() }
        thread.name = "terminal input"
        self.thread = thread
        thread.start()
    }

    /// Stops within one poll interval.
    func stop() {
        lock.withLock { running = false }
    }

    private var isRunning: Bool { lock.withLock { running } }

    private func readLoop() {
        var decoder = InputDecoder()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while isRunning {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, decoder.hasPending ? 30 : 100)
            if ready > 0 {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                // End of input (the terminal went away): end like Ctrl-C.
                guard count > 0 else {
                    continuation.yield(.key(.control("c")))
                    return
                }
                for event in decoder.decode(buffer[0..<count]) { continuation.yield(event) }
            } else if ready == 0, decoder.hasPending {
                for event in decoder.flush() { continuation.yield(event) }
            }
        }
    }
}
