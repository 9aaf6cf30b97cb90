import Domain
import Presentation
import TerminalUI

/// The match: score board and score steppers, the timer, both teams, and End Gather. Renders the
/// store's state and sends what the person does; the clock's ticks come through the store too.
@MainActor
final class GatherView: Screen {
    let store: Store<GatherFeature.State, GatherFeature.Action>
    let scoreBoard = ScoreBoard()
    let teamAStepper = Stepper("Team A", range: 0...100)
    let teamBStepper = Stepper("Team B", range: 0...100)
    let timerView = MatchTimerView()
    let teamAColumn = Stack([])
    let teamBColumn = Stack([])
    let endGatherButton = Button("End Gather")
    private var timePicker = PresentedOnce<GatherFeature.State.TimePicker>()
    private var alert = PresentedOnce<AlertState<GatherFeature.Action.Alert>>()

    init(store: Store<GatherFeature.State, GatherFeature.Action>) {
        self.store = store
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
        teamAStepper.onChange = { [weak self] goals in self?.store.send(.teamAScoreChanged(goals)) }
        teamBStepper.onChange = { [weak self] goals in self?.store.send(.teamBScoreChanged(goals)) }
        timerView.actionButton.action = { [weak self] in self?.store.send(.timerActionTapped) }
        timerView.setTimeButton.action = { [weak self] in self?.store.send(.setTimeTapped) }
        timerView.cancelButton.action = { [weak self] in self?.store.send(.cancelTimerTapped) }
        endGatherButton.action = { [weak self] in self?.store.send(.endTapped) }
        let state = store.state
        teamAColumn.views = [Label("TEAM A", role: .heading)] + state.teamALines.map { Label($0) }
        teamBColumn.views = [Label("TEAM B", role: .heading)] + state.teamBLines.map { Label($0) }
    }

    override func willDisappear() {
        store.send(.disappeared)
    }

    override func goBack() {
        store.send(.endTapped)
    }

    override func updateViews() {
        let state = store.state
        showsLoading = state.isEnding
        unsavedWork = state.unsavedWork
        status = state.status
        scoreBoard.teamA = state.score.teamA
        scoreBoard.teamB = state.score.teamB
        let timer = state.timer
        timerView.timeLabel.text = timer.remaining.text
        timerView.actionButton.title = timer.action.title
        timerView.actionButton.isEnabled = timer.actionUnavailableReason == nil
        keyBindings = [
            KeyBinding(
                .character(" "), timer.action.title, isEnabled: timer.actionUnavailableReason == nil,
                disabledReason: timer.actionUnavailableReason
            ) { [weak self] in
                self?.store.send(.timerActionTapped)
            },
            KeyBinding(.character("t"), "Set") { [weak self] in self?.store.send(.setTimeTapped) },
            KeyBinding(
                .character("c"), "Cancel", isEnabled: timer.cancelUnavailableReason == nil,
                disabledReason: timer.cancelUnavailableReason
            ) { [weak self] in
                self?.store.send(.cancelTimerTapped)
            },
            KeyBinding(.character("e"), "End Gather") { [weak self] in self?.store.send(.endTapped) },
        ]
        if let picker = timePicker.toPresent(state.timePicker) {
            app?.present(
                ColumnPicker(title: picker.title, columns: picker.columns, selection: picker.selection) {
                    [weak self] selection in
                    self?.store.send(.timeChosen(minutes: selection[0], seconds: selection[1]))
                } onCancel: { [weak self] in
                    self?.store.send(.timePickerCancelled)
                })
        }
        if let alert = alert.toPresent(state.alert) {
            present(alert.content { [weak self] in self?.store.send(.alert($0)) })
        }
    }
}
