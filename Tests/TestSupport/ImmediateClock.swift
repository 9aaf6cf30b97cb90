import Foundation

/// A clock whose sleeps return at once, moving its time forward and recording how long each
/// was: code that waits on a clock, tested without waiting.
public final class ImmediateClock: Clock, @unchecked Sendable {
    public struct Instant: InstantProtocol {
        public var offset: Duration

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var recorded: [Duration] = []

    public init() {}

    public var now: Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .zero }

    /// Every sleep so far, in order.
    public var sleeps: [Duration] { lock.withLock { recorded } }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        lock.withLock {
            recorded.append(current.duration(to: deadline))
            current = max(current, deadline)
        }
    }
}
