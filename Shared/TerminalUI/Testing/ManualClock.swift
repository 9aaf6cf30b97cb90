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
    /// How many times `stopWaitingForSleepers` was called: a wait that began after a stop it was
    /// meant to hear (the stop came first) ends at once.
    private var stops = 0

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

    /// How many times `stopWaitingForSleepers` has been called so far: what a wait that may
    /// begin after the stop passes to `waitForSleepers(moreThan:unlessStoppedSince:)`.
    public var stopCount: Int { lock.withLock { stops } }

    /// Waits until more than `count` waits are on the clock: `true` then, `false` if
    /// `stopWaitingForSleepers` came first — also when it came after `stopCount` was
    /// `stoppedSince` but before this wait began.
    public func waitForSleepers(moreThan count: Int, unlessStoppedSince stoppedSince: Int? = nil) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let answer: Bool? = lock.withLock {
                guard sleepers.count <= count else { return true }
                if let stoppedSince, stops > stoppedSince { return false }
                sleeperWatchers.append((count, continuation))
                return nil
            }
            if let answer { continuation.resume(returning: answer) }
        }
    }

    /// Ends every `waitForSleepers` with `false`.
    public func stopWaitingForSleepers() {
        let watchers: [CheckedContinuation<Bool, Never>] = lock.withLock {
            defer { sleeperWatchers = [] }
            stops += 1
            return sleeperWatchers.map(\.continuation)
        }
        for watcher in watchers { watcher.resume(returning: false) }
    }
}
