import Foundation

/// Reads the terminal's bytes on a thread of its own and decodes them into events, a batch per
/// read, so the app draws once for all the keys that came together. A lone Esc is reported once
/// no more bytes arrive for 30 ms (an arrow key's bytes come together). Ctrl-C, the end of input
/// and a read error raise `interruption` at once, ahead of whatever input is still queued.
final class InputReader: @unchecked Sendable {
    private let continuation: AsyncStream<[InputEvent]>.Continuation
    private let interruption: InterruptionFlag
    private let lock = NSLock()
    private var running = false
    private var thread: Thread?

    init(continuation: AsyncStream<[InputEvent]>.Continuation, interruption: InterruptionFlag) {
        self.continuation = continuation
        self.interruption = interruption
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
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while isRunning {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let patience = decoder.hasPending ? Int32(decoder.patience / .milliseconds(1)) : 100
            let ready = poll(&descriptor, 1, patience)
            if ready > 0 {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                // End of input or an I/O error: the terminal went away, so the app ends now
                // rather than go on drawing to nothing.
                guard count > 0 else {
                    deliver([], raising: .hangUp)
                    return
                }
                let events = decoder.decode(buffer[0..<count])
                deliver(events, raising: events.contains(.key(.control("c"))) ? .interrupt : nil)
            } else if ready == 0, decoder.hasPending {
                deliver(decoder.flush(), raising: nil)
            } else if ready < 0, errno != EINTR {
                deliver([], raising: .hangUp)
                return
            }
        }
    }

    private func deliver(_ events: [InputEvent], raising raised: Interruption?) {
        if let raised { interruption.raise(raised) }
        // An empty batch still wakes the run loop, which then reads the interruption.
        if !events.isEmpty || raised != nil { continuation.yield(events) }
    }
}
