import TerminalUI

/// The match, a passive view: score board and score steppers, the timer, both teams, and End
/// Gather. Every input goes to the presenter; the clock's ticks are the interactor's.
@MainActor
final class GatherView: Screen, GatherViewProtocol {
    let presenter: any GatherPresenterProtocol
    let scoreBoard = ScoreBoard()
    let teamAStepper = Stepper("Team A", range: 0...100)
    let teamBStepper = Stepper("Team B", range: 0...100)
    let timerView = MatchTimerView()
    let teamAColumn = Stack([])
    let teamBColumn = Stack([])
    let endGatherButton = Button("End Gather")

    init(presenter: any GatherPresenterProtocol) {
        self.presenter = presenter
        super.init(title: "Gather in progress")
        content = Stack(
            spacing: 1,
            [
                scoreBoard,
                Row([teamAStepper, teamBStepper]),
                timerView,
                Row(spacing: 4, [teamAColumn, teamBColumn]),
                Row([endGatherButton]),
            ])
        teamAStepper.onChange = { [weak self] goals in self?.presenter.scoreDidChange(teamA: goals) }
        teamBStepper.onChange = { [weak self] goals in self?.presenter.scoreDidChange(teamB: goals) }
        timerView.actionButton.action = { [weak self] in self?.presenter.timerActionTapped() }
        timerView.setTimeButton.action = { [weak self] in self?.presenter.setTimeTapped() }
        timerView.cancelButton.action = { [weak self] in self?.presenter.cancelTimerTapped() }
        endGatherButton.action = { [weak self] in self?.presenter.endTapped() }
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    override func willDisappear() {
        presenter.viewWillDisappear()
    }

    override func goBack() {
        presenter.endTapped()
    }

    func setTeams(teamA: [String], teamB: [String]) {
        teamAColumn.views = [Label("TEAM A", role: .heading)] + teamA.map { Label($0) }
        teamBColumn.views = [Label("TEAM B", role: .heading)] + teamB.map { Label($0) }
    }

    func setScore(teamA: Int, teamB: Int) {
        scoreBoard.teamA = teamA
        scoreBoard.teamB = teamB
    }

    func setTimer(time: String, actionTitle: String, actionUnavailableReason: String?, cancelUnavailableReason: String?)
    {
        timerView.timeLabel.text = time
        timerView.actionButton.title = actionTitle
        timerView.actionButton.isEnabled = actionUnavailableReason == nil
        keyBindings = [
            KeyBinding(
                .character(" "), actionTitle, isEnabled: actionUnavailableReason == nil,
                disabledReason: actionUnavailableReason
            ) { [weak self] in
                self?.presenter.timerActionTapped()
            },
            KeyBinding(.character("t"), "Set") { [weak self] in self?.presenter.setTimeTapped() },
            KeyBinding(
                .character("c"), "Cancel", isEnabled: cancelUnavailableReason == nil,
                disabledReason: cancelUnavailableReason
            ) { [weak self] in
                self?.presenter.cancelTimerTapped()
            },
            KeyBinding(.character("e"), "End Gather") { [weak self] in self?.presenter.endTapped() },
        ]
    }

    func showTimePicker(title: String, columns: [[String]], selection: [Int]) {
        app?.present(
            ColumnPicker(title: title, columns: columns, selection: selection) { [weak self] selection in
                self?.presenter.timeChosen(minutes: selection[0], seconds: selection[1])
            })
    }
}
