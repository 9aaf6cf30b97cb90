import Domain
import Observation

/// The match timer of the Gather screen, a part with a life of its own: start, pause and
/// resume, a time set in a picker, cancel back to 10:00. It has no clock: its view ticks it
/// once a second of the app's clock while `isRunning`, so tests tick it directly.
@MainActor
@Observable
final class GatherTimerViewModel {
    private(set) var timer = MatchTimer()
    /// Told after every change, with what a tick did when a tick made it.
    @ObservationIgnored var onChange: (MatchTimer.TickOutcome?) -> Void = { _ in }

    var timeText: String { timer.remaining.text }
    var actionTitle: String { timer.action.title }
    /// Why the action does nothing now (at 00:00), or `nil`.
    var actionUnavailableReason: String? { timer.actionUnavailableReason }
    var isRunning: Bool { timer.state == .running }
    /// The picker's columns and where it starts.
    var pickerColumns: [[String]] { [MatchTime.minuteRange.map { "\($0) min" }, MatchTime.secondRange.map { "\($0) sec" }] }
    var pickerSelection: [Int] { [timer.remaining.minutes, timer.remaining.seconds] }

    func performAction() {
        timer.performAction()
        onChange(nil)
    }

    func set(minutes: Int, seconds: Int) {
        guard let time = MatchTime(minutes: minutes, seconds: seconds) else { return }
        timer.set(time)
        onChange(nil)
    }

    func cancel() {
        timer.cancel()
        onChange(nil)
    }

    func tick() {
        let outcome = timer.tick()
        onChange(outcome)
    }
}
