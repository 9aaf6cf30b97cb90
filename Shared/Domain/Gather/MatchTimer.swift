/// The countdown of a match. A value with no clock of its own: whoever runs it calls `tick()`
/// once a second from an injected clock, so tests drive it without waiting.
public struct MatchTimer: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        case stopped
        case running
        case paused
    }

    /// What the timer's action button does next.
    public enum Action: Hashable, Sendable {
        case start
        case pause
        case resume

        public var title: String {
            switch self {
            case .start: "Start"
            case .pause: "Pause"
            case .resume: "Resume"
            }
        }
    }

    /// What one tick did.
    public enum TickOutcome: Hashable, Sendable {
        /// The timer was not running: nothing changed.
        case ignored
        /// One second went by.
        case counted
        /// The last second went by: the timer is stopped at 00:00.
        case timeUp
    }

    public private(set) var state: State = .stopped
    public private(set) var remaining: MatchTime

    public init(remaining: MatchTime = .standard) {
        self.remaining = remaining
    }

    public var action: Action {
        switch state {
        case .stopped: .start
        case .running: .pause
        case .paused: .resume
        }
    }

    /// Why the action does nothing now, or `nil` when it acts: at 00:00 there is nothing to count.
    public var actionUnavailableReason: String? {
        remaining == .zero ? "The time is 00:00: set a time (t), or reset it to 10:00 (c)." : nil
    }

    /// Why Cancel does nothing now, or `nil` when it acts: stopped at 10:00 there is nothing to reset.
    public var cancelUnavailableReason: String? {
        state == .stopped && remaining == .standard ? "The timer is at 10:00 already." : nil
    }

    /// Start, pause or resume, as `action` says; at 00:00 there is nothing to count, so nothing happens.
    public mutating func performAction() {
        guard remaining != .zero else { return }
        switch state {
        case .stopped, .paused: state = .running
        case .running: state = .paused
        }
    }

    /// Applies a time picked by the user and stops the timer.
    public mutating func set(_ time: MatchTime) {
        remaining = time
        state = .stopped
    }

    /// Stops the timer and puts it back to 10:00.
    public mutating func cancel() {
        set(.standard)
    }

    @discardableResult
    public mutating func tick() -> TickOutcome {
        guard state == .running else { return .ignored }
        remaining = remaining.oneSecondLess()
        guard remaining == .zero else { return .counted }
        state = .stopped
        return .timeUp
    }
}
