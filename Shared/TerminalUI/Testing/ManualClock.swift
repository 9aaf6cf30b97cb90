import Foundation

/// A clock that moves only when told to: the time of scripted sessions and tests.
public final class ManualClock: Clock, @unchecked Sendable {
    public struct Instant: InstantProtocol {
        /// Time since the clock was made.
        public var offset: Duration

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [(id: Int, deadline: Instant, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextSleeperID = 0
    /// Who waits for more than `count` sleepers; resumed with `false` by `stopWaitingForSleepers`.
    private var sleeperWatchers: [(count: Int, continuation: CheckedContinuation<Bool, Never>)] = []

    public init() {}

    public var now: Instant { lock.withLock { current } }
    /// How many waits on the clock have not come due.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }
    public var minimumResolution: Duration { .zero }

    /// Moves time forward and wakes every sleeper whose time has come.
    public func advance(by duration: Duration) {
        let due = lock.withLock {
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Waits until the clock reaches `deadline`; a cancelled task stops waiting at once and throws
    /// `CancellationError`, as with a real clock.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = lock.withLock {
            defer { nextSleeperID += 1 }
            return nextSleeperID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (isDue, watchers): (Bool, [CheckedContinuation<Bool, Never>]) = lock.withLock {
                    guard deadline > current, !Task.isCancelled else { return (true, []) }
                    sleepers.append((id, deadline, continuation))
                    let satisfied = sleeperWatchers.filter { $0.count < sleepers.count }
                    sleeperWatchers.removeAll { $0.count < sleepers.count }
                    return (false, satisfied.map(\.continuation))
                }
                if isDue { continuation.resume() }
                for watcher in watchers { watcher.resume(returning: true) }
            }
        } onCancel: {
            let cancelled: CheckedContinuation<Void, any Error>? = lock.withLock {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index).continuation
            }
            cancelled?.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }

    /// Waits until more than `count` waits are on the clock: `true` then, `false` if
    /// `stopWaitingForSleepers` came first.
    public func waitForSleepers(moreThan count: Int) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let isThere: Bool = lock.withLock {
                guard sleepers.count <= count else { return true }
                sleeperWatchers.append((count, continuation))
                return false
            }
            if isThere { continuation.resume(returning: true) }
        }
    }

    /// Ends every `waitForSleepers` with `false`.
    public func stopWaitingForSleepers() {
        let watchers: [CheckedContinuation<Bool, Never>] = lock.withLock {
            defer { sleeperWatchers = [] }
            return sleeperWatchers.map(\.continuation)
        }
        for watcher in watchers { watcher.resume(returning: false) }
    }
}
