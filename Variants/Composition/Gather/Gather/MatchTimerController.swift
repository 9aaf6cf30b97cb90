import TerminalUI

/// The match timer's face: the time left and its three buttons. It shows what it is told and
/// reports the buttons pressed; the container runs the clock.
@MainActor
final class MatchTimerController: Screen {
    private let timerView = MatchTimerView()
    var onAction: () -> Void = {}
    var onSetTime: () -> Void = {}
    var onCancel: () -> Void = {}

    init() {
        super.init(title: "Match timer")
        content = timerView
        timerView.actionButton.action = { [weak self] in self?.onAction() }
        timerView.setTimeButton.action = { [weak self] in self?.onSetTime() }
        timerView.cancelButton.action = { [weak self] in self?.onCancel() }
    }

    /// - Parameters:
    ///   - time: the time left, e.g. "09:59".
    ///   - action: the first button's title (Start, Pause, Resume), dimmed unless `isActionEnabled`.
    func show(time: String, action: String, isActionEnabled: Bool) {
        timerView.timeLabel.text = time
        timerView.actionButton.title = action
        timerView.actionButton.isEnabled = isActionEnabled
    }
}
