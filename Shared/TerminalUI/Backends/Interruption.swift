import Synchronization

/// Why an app was told to end from outside its screens, and the exit status a shell expects
/// for it (128 and the signal's number).
public enum Interruption: Sendable, Hashable {
    /// Ctrl-C, or SIGINT.
    case interrupt
    /// SIGTERM.
    case terminate
    /// SIGHUP, or the terminal went away (end of input, or an I/O error on it).
    case hangUp

    public var exitStatus: Int32 {
        switch self {
        case .interrupt: 130
        case .hangUp: 129
        case .terminate: 143
        }
    }
}

/// The first interruption, set from any thread (the input reader, a signal handler's queue) and
/// read by the run loop between two events: so Ctrl-C and signals are acted on at once, however
/// much input is queued before them.
public final class InterruptionFlag: Sendable {
    private let first = Mutex<Interruption?>(nil)

    public init() {}

    public var value: Interruption? { first.withLock { $0 } }

    public func raise(_ interruption: Interruption) {
        first.withLock { current in
            if current == nil { current = interruption }
        }
    }
}
