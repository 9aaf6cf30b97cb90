import Presentation
import TerminalUI

@MainActor
protocol GatherDisplayLogic: AnyObject {
    func displayLoading(viewModel: GatherScene.Loading.ViewModel)
    func displayTeams(viewModel: GatherScene.Teams.ViewModel)
    func displayScore(viewModel: GatherScene.ScoreChange.ViewModel)
    func displayTimer(viewModel: GatherScene.Timer.ViewModel)
    func displayTimePicker(viewModel: GatherScene.TimePicker.ViewModel)
    func displayEndConfirmation(viewModel: GatherScene.EndConfirmation.ViewModel)
    func displayEnd(viewModel: GatherScene.End.ViewModel)
}

/// The match: score board and score steppers, the timer, both teams, and End Gather.
@MainActor
final class GatherViewController: Screen, GatherDisplayLogic {
    var interactor: (any GatherBusinessLogic)?
    var router: (any GatherRoutingLogic & GatherDataPassing)?
    let scoreBoard = ScoreBoard()
    let teamAStepper = Stepper("Team A", range: 0...100)
    let teamBStepper = Stepper("Team B", range: 0...100)
    let timerView = MatchTimerView()
    let teamAColumn = Stack([])
    let teamBColumn = Stack([])
    let endGatherButton = Button("End Gather")

    init() {
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
        teamAStepper.onChange = { [weak self] goals in
            self?.interactor?.changeScore(request: .init(teamA: goals, teamB: nil))
        }
        teamBStepper.onChange = { [weak self] goals in
            self?.interactor?.changeScore(request: .init(teamA: nil, teamB: goals))
        }
        timerView.actionButton.action = { [weak self] in self?.changeTimer(.startPauseOrResume) }
        timerView.setTimeButton.action = { [weak self] in self?.interactor?.pickTime(request: .init()) }
        timerView.cancelButton.action = { [weak self] in self?.changeTimer(.cancel) }
        endGatherButton.action = { [weak self] in self?.interactor?.askToEnd(request: .init()) }
    }

    override func didLoad() {
        interactor?.loadMatch(request: .init())
    }

    override func willDisappear() {
        interactor?.stop()
    }

    override func goBack() {
        interactor?.askToEnd(request: .init())
    }

    func displayLoading(viewModel: GatherScene.Loading.ViewModel) {
        showsLoading = viewModel.isLoading
    }

    func displayTeams(viewModel: GatherScene.Teams.ViewModel) {
        teamAColumn.views = [Label("TEAM A", role: .heading)] + viewModel.teamA.map { Label($0) }
        teamBColumn.views = [Label("TEAM B", role: .heading)] + viewModel.teamB.map { Label($0) }
        unsavedWork = viewModel.unsavedWork
    }

    func displayScore(viewModel: GatherScene.ScoreChange.ViewModel) {
        scoreBoard.teamA = viewModel.teamA
        scoreBoard.teamB = viewModel.teamB
    }

    func displayTimer(viewModel: GatherScene.Timer.ViewModel) {
        timerView.timeLabel.text = viewModel.time
        timerView.actionButton.title = viewModel.actionTitle
        timerView.actionButton.isEnabled = viewModel.actionUnavailableReason == nil
        switch viewModel.status {
        case .unchanged: break
        case .cleared: status = nil
        case .shown(let message): status = message
        }
        keyBindings = [
            KeyBinding(
                .character(" "), viewModel.actionTitle, isEnabled: viewModel.actionUnavailableReason == nil,
                disabledReason: viewModel.actionUnavailableReason
            ) { [weak self] in
                self?.changeTimer(.startPauseOrResume)
            },
            KeyBinding(.character("t"), "Set") { [weak self] in self?.interactor?.pickTime(request: .init()) },
            KeyBinding(
                .character("c"), "Cancel", isEnabled: viewModel.cancelUnavailableReason == nil,
                disabledReason: viewModel.cancelUnavailableReason
            ) { [weak self] in
                self?.changeTimer(.cancel)
            },
            KeyBinding(.character("e"), "End Gather") { [weak self] in self?.interactor?.askToEnd(request: .init()) },
        ]
    }

    func displayTimePicker(viewModel: GatherScene.TimePicker.ViewModel) {
        app?.present(
            ColumnPicker(title: viewModel.title, columns: viewModel.columns, selection: viewModel.selection) {
                [weak self] selection in
                self?.changeTimer(.set(minutes: selection[0], seconds: selection[1]))
            })
    }

    func displayEndConfirmation(viewModel: GatherScene.EndConfirmation.ViewModel) {
        present(
            viewModel.alert.acting { [weak self] button in
                guard button == GatherScene.EndConfirmation.endButton else { return nil }
                return { await self?.interactor?.end(request: .init()) }
            })
    }

    func displayEnd(viewModel: GatherScene.End.ViewModel) {
        status = viewModel.status
        if let alert = viewModel.alert { present(alert) }
        if viewModel.isEnded { router?.routeToPlayerList() }
    }

    private func changeTimer(_ action: GatherScene.Timer.Action) {
        interactor?.changeTimer(request: .init(action: action))
    }
}
