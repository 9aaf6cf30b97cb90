import Foundation
import Synchronization

/// A wall clock that moves only when a test moves it: what a server reads the time from, so that
/// a token's expiry or a login throttle's wait is tested without waiting.
public final class ManualDate: Sendable {
    private let current: Mutex<Date>

    public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Mutex(start)
    }

    public var now: Date { current.withLock { $0 } }

    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// The clock as a server takes it.
    public var reading: @Sendable () -> Date { { [self] in now } }
}
