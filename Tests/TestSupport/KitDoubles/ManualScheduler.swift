import Presentation

/// Holds the repeating actions a role under test schedules, and runs them when the test says:
/// `fire()` is one tick of every action still scheduled.
@MainActor
public final class ManualScheduler: Scheduling {
    public private(set) var intervals: [Duration] = []
    private var actions: [(id: Int, action: @MainActor () -> Void)] = []
    private var nextID = 0

    public init() {}

    /// How many actions are scheduled and not cancelled.
    public var scheduledCount: Int { actions.count }

    public func every(_ interval: Duration, _ action: @escaping @MainActor () -> Void) -> any Cancellable {
        let id = nextID
        nextID += 1
        intervals.append(interval)
        actions.append((id, action))
        return Scheduled { [weak self] in self?.actions.removeAll { $0.id == id } }
    }

    /// One tick of every scheduled action, `times` over.
    public func fire(times: Int = 1) {
        for _ in 0..<times {
            for (_, action) in actions { action() }
        }
    }

    private final class Scheduled: Cancellable {
        private var onCancel: (() -> Void)?
        init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }
        func cancel() {
            onCancel?()
            onCancel = nil
        }
    }
}
