import TerminalUI

/// The match timer: the time left and its three actions.
@MainActor
final class GatherTimerView: ComposedView {
    let timeLabel = Label("10:00", role: .heading, centred: true)
    let actionButton = Button("Start")
    let setTimeButton = Button("Set")
    let cancelButton = Button("Cancel")

    init() {
        super.init()
        body = Stack(spacing: 1, [timeLabel, Row([actionButton, setTimeButton, cancelButton])])
    }

    func update(from viewModel: GatherTimerViewModel) {
        timeLabel.text = viewModel.timeText
        actionButton.title = viewModel.actionTitle
        actionButton.isEnabled = viewModel.actionUnavailableReason == nil
    }
}
