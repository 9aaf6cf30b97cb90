import Synchronization

/// How many writes (a request that saves data: not a read, a login or a logout) have left this device and wait for their answer:
/// what Esc on a wait tells the person — a write that has left may still be saved by the server,
/// whatever this device stops waiting for. Shared by a client and the app's kit.
public final class WritesInFlight: Sendable {
    private let count = Mutex(0)

    public init() {}

    /// Whether a write has left and its answer has not come.
    public var anyHasLeft: Bool { count.withLock { $0 > 0 } }

    func departed() {
        count.withLock { $0 += 1 }
    }

    func answered() {
        count.withLock { $0 -= 1 }
    }
}
