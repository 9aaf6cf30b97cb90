import Foundation
import TerminalUI

/// A clock whose sleeps return at once, moving its time forward and recording how long each
/// was: code that waits on a clock, tested without waiting. (TerminalUI's `ManualClock` is the
/// other test clock: there time moves only when told to.)
public final class ImmediateClock: Clock, @unchecked Sendable {
    public typealias Instant = ManualClock.Instant

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
