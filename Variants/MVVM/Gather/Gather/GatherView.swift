import Presentation
import TerminalUI

/// The match, bound to its view model: score board and score steppers, the timer's view, both
/// teams, and End Gather. While the timer runs, the view ticks it on the app's clock.
@MainActor
final class GatherView: Screen {
    let viewModel: GatherViewModel
    let scoreBoard = ScoreBoard()
    let teamAStepper = Stepper("Team A", range: 0...100)
    let teamBStepper = Stepper("Team B", range: 0...100)
    let timerView = MatchTimerView()
    let endGatherButton = Button("End Gather")
    private var ticking: (any Cancellable)?

    init(viewModel: GatherViewModel) {
        self.viewModel = viewModel
        super.init(title: "Gather in progress")
        content = Stack(spacing: 1, [
            scoreBoard,
            Row([teamAStepper, teamBStepper]),
            timerView,
            Row(spacing: 4, [Self.team("TEAM A", viewModel.teamA), Self.team("TEAM B", viewModel.teamB)]),
            Row([endGatherButton]),
        ])
        teamAStepper.onChange = { [weak self] goals in self?.viewModel.setScore(teamA: goals) }
        teamBStepper.onChange = { [weak self] goals in self?.viewModel.setScore(teamB: goals) }
        timerView.actionButton.action = { [weak self] in self?.viewModel.timer.performAction() }
        timerView.setTimeButton.action = { [weak self] in self?.setTime() }
        timerView.cancelButton.action = { [weak self] in self?.viewModel.timer.cancel() }
        endGatherButton.action = { [weak self] in self?.viewModel.requestEnd() }
    }

    override func willDisappear() {
        ticking?.cancel()
        ticking = nil
    }

    override func goBack() {
        viewModel.requestEnd()
    }

    override func updateViews() {
        showsLoading = viewModel.request.isInFlight
        scoreBoard.teamA = viewModel.score.teamA
        scoreBoard.teamB = viewModel.score.teamB
        timerView.update(from: viewModel.timer)
        updateTicking()
        status = viewModel.status
        let timer = viewModel.timer
        keyBindings = [
            KeyBinding(.character(" "), timer.actionTitle, isEnabled: timer.actionUnavailableReason == nil, disabledReason: timer.actionUnavailableReason) {
                timer.performAction()
            },
            KeyBinding(.character("t"), "Set") { [weak self] in self?.setTime() },
            KeyBinding(.character("c"), "Cancel") { timer.cancel() },
            KeyBinding(.character("e"), "End Gather") { [weak self] in self?.viewModel.requestEnd() },
        ]
        if let alert = viewModel.alert {
            viewModel.alertShown()
            present(alert)
        }
    }

    /// One tick a second of the app's clock while the timer runs, and none otherwise.
    private func updateTicking() {
        if viewModel.timer.isRunning, ticking == nil {
            ticking = app?.every(.seconds(1)) { [weak self] in self?.viewModel.timer.tick() }
        } else if !viewModel.timer.isRunning {
            ticking?.cancel()
            ticking = nil
        }
    }

    private func setTime() {
        let timer = viewModel.timer
        app?.present(ColumnPicker(title: "Set time", columns: timer.pickerColumns, selection: timer.pickerSelection) { selection in
            timer.set(minutes: selection[0], seconds: selection[1])
        })
    }

    private static func team(_ title: String, _ lines: [String]) -> View {
        Stack([Label(title, role: .heading)] + lines.map { Label($0) })
    }
}

private extension MatchTimerView {
    func update(from viewModel: GatherTimerViewModel) {
        timeLabel.text = viewModel.timeText
        actionButton.title = viewModel.actionTitle
        actionButton.isEnabled = viewModel.actionUnavailableReason == nil
    }
}
