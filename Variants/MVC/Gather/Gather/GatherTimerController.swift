import Domain
import Presentation
import TerminalUI

/// The match timer of the Gather screen, a part with a life of its own: start, pause and
/// resume, a time set in a picker, cancel back to 10:00, and a tick each second of the app's
/// clock while it runs. The Gather controller embeds it, as a container view controller embeds
/// a child.
@MainActor
final class GatherTimerController {
    let view = MatchTimerView()
    private(set) var timer = MatchTimer()
    private var ticking: (any Cancellable)?
    /// The screen the timer is part of: its app keeps the clock and shows the picker.
    private weak var screen: Screen?
    private var onChange: (MatchTimer.TickOutcome?) -> Void = { _ in }

    init() {
        view.actionButton.action = { [weak self] in self?.actionTapped() }
        view.setTimeButton.action = { [weak self] in self?.setTimeTapped() }
        view.cancelButton.action = { [weak self] in self?.cancelTapped() }
        update()
    }

    /// Makes the timer part of `screen` (UIKit's addChild and didMove(toParent:)).
    /// - Parameter onChange: told after every change, with what a tick did when a tick made it.
    func attach(to screen: Screen, onChange: @escaping (MatchTimer.TickOutcome?) -> Void) {
        self.screen = screen
        self.onChange = onChange
    }

    /// The timer's keys, for the screen's key bar.
    var keyBindings: [KeyBinding] {
        [
            KeyBinding(.character(" "), timer.action.title, isEnabled: timer.actionUnavailableReason == nil, disabledReason: timer.actionUnavailableReason) { [weak self] in
                self?.actionTapped()
            },
            KeyBinding(.character("t"), "Set") { [weak self] in self?.setTimeTapped() },
            KeyBinding(.character("c"), "Cancel") { [weak self] in self?.cancelTapped() },
        ]
    }

    func actionTapped() {
        timer.performAction()
        stateDidChange()
    }

    func setTimeTapped() {
        let minutes = MatchTime.minuteRange.map { "\($0) min" }
        let seconds = MatchTime.secondRange.map { "\($0) sec" }
        let selection = [timer.remaining.minutes, timer.remaining.seconds]
        screen?.app?.present(ColumnPicker(title: "Set time", columns: [minutes, seconds], selection: selection) { [weak self] selection in
            guard let time = MatchTime(minutes: selection[0], seconds: selection[1]) else { return }
            self?.timer.set(time)
            self?.stateDidChange()
        })
    }

    func cancelTapped() {
        timer.cancel()
        stateDidChange()
    }

    /// Stops the ticks for good: the screen is going away.
    func stop() {
        ticking?.cancel()
        ticking = nil
    }

    private func tick() {
        let outcome = timer.tick()
        stateDidChange(after: outcome)
    }

    /// Ticks once a second of the app's clock while the timer runs, and not otherwise.
    private func stateDidChange(after outcome: MatchTimer.TickOutcome? = nil) {
        if timer.state == .running, ticking == nil {
            ticking = screen?.app?.every(.seconds(1)) { [weak self] in self?.tick() }
        } else if timer.state != .running {
            stop()
        }
        update()
        onChange(outcome)
    }

    private func update() {
        view.timeLabel.text = timer.remaining.text
        view.actionButton.title = timer.action.title
        view.actionButton.isEnabled = timer.actionUnavailableReason == nil
    }
}
