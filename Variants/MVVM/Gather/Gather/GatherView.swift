import Domain
import Presentation
import TerminalUI

/// The match, bound to its view model: score board and score steppers, the timer, both teams,
/// and End Gather. The clock's ticks are the view model's.
@MainActor
final class GatherView: Screen {
    let viewModel: GatherViewModel
    let scoreBoard = ScoreBoard()
    let teamAStepper = Stepper("Team A", range: 0...100)
    let teamBStepper = Stepper("Team B", range: 0...100)
    let timerView = MatchTimerView()
    let endGatherButton = Button("End Gather")

    init(viewModel: GatherViewModel) {
        self.viewModel = viewModel
        super.init(title: "Gather in progress")
        viewModel.onAlert = { [weak self] alert in self?.present(alert) }
        content = Stack(
            spacing: 1,
            [
                scoreBoard,
                Row([teamAStepper, teamBStepper]),
                timerView,
                Row(spacing: 4, [Self.team("TEAM A", viewModel.teamA), Self.team("TEAM B", viewModel.teamB)]),
                Row([endGatherButton]),
            ])
        teamAStepper.onChange = { [weak self] goals in self?.viewModel.scoreDidChange(teamA: goals) }
        teamBStepper.onChange = { [weak self] goals in self?.viewModel.scoreDidChange(teamB: goals) }
        timerView.actionButton.action = { [weak self] in self?.viewModel.timerActionTapped() }
        timerView.setTimeButton.action = { [weak self] in self?.setTimeTapped() }
        timerView.cancelButton.action = { [weak self] in self?.viewModel.cancelTimerTapped() }
        endGatherButton.action = { [weak self] in self?.viewModel.endTapped() }
    }

    override func willDisappear() {
        viewModel.viewWillDisappear()
    }

    override func goBack() {
        viewModel.endTapped()
    }

    override func updateViews() {
        showsLoading = viewModel.request.isInFlight
        scoreBoard.teamA = viewModel.score.teamA
        scoreBoard.teamB = viewModel.score.teamB
        timerView.timeLabel.text = viewModel.timeText
        timerView.actionButton.title = viewModel.timerActionTitle
        timerView.actionButton.isEnabled = viewModel.timerActionUnavailableReason == nil
        status = viewModel.status
        unsavedWork = viewModel.unsavedWork
        keyBindings = [
            KeyBinding(
                .character(" "), viewModel.timerActionTitle, isEnabled: viewModel.timerActionUnavailableReason == nil,
                disabledReason: viewModel.timerActionUnavailableReason
            ) { [weak self] in
                self?.viewModel.timerActionTapped()
            },
            KeyBinding(.character("t"), "Set") { [weak self] in self?.setTimeTapped() },
            KeyBinding(
                .character("c"), "Cancel", isEnabled: viewModel.timerCancelUnavailableReason == nil,
                disabledReason: viewModel.timerCancelUnavailableReason
            ) { [weak self] in
                self?.viewModel.cancelTimerTapped()
            },
            KeyBinding(.character("e"), "End Gather") { [weak self] in self?.viewModel.endTapped() },
        ]
    }

    private func setTimeTapped() {
        app?.present(
            ColumnPicker(
                title: viewModel.pickerTitle, columns: viewModel.pickerColumns, selection: viewModel.pickerSelection
            ) { [weak self] selection in
                self?.viewModel.timeChosen(minutes: selection[0], seconds: selection[1])
            })
    }

    private static func team(_ title: String, _ lines: [String]) -> View {
        Stack([Label(title, role: .heading)] + lines.map { Label($0) })
    }
}
