import Synchronization

/// Steers a session's requests one step at a time: while `failsRequests` is on, each fails as if
/// the network had (a change made meanwhile waits to be sent); while `refusesRequests` is on,
/// the backend refuses each (503); while `delaysRequests` is on, each waits out the session's
/// latency on the test clock, so the screen can be read while it is in flight.
public final class NetworkSwitch: Sendable {
    private let fails = Mutex(false)
    private let delays = Mutex(false)
    private let refuses = Mutex(false)

    public init() {}

    public var failsRequests: Bool {
        get { fails.withLock { $0 } }
        set { fails.withLock { $0 = newValue } }
    }

    public var refusesRequests: Bool {
        get { refuses.withLock { $0 } }
        set { refuses.withLock { $0 = newValue } }
    }

    public var delaysRequests: Bool {
        get { delays.withLock { $0 } }
        set { delays.withLock { $0 = newValue } }
    }
}
