import CompositionChildren
import Domain
import Presentation
import TerminalUI

/// A gather in progress: the score, the match timer, both teams and End Gather, as children.
/// The container keeps the score and the timer — ticked once a second of the app's clock while
/// it runs — and ends the gather with its result.
@MainActor
final class GatherController: Screen {
    let scoreChild = ScoreController()
    let timerChild = MatchTimerController()
    let teams: TeamsController
    let endButton = ButtonController("End Gather")
    private(set) var score = Score()
    private(set) var timer = MatchTimer()
    private var ticking: (any Cancellable)?
    private let gather: Gather.ID
    private let gathers: any GathersService
    private let onGatherEnded: () -> Void
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }

    init(
        gather: Gather.ID, teamA: [Player], teamB: [Player], gathers: any GathersService,
        onGatherEnded: @escaping () -> Void
    ) {
        self.gather = gather
        self.gathers = gathers
        self.onGatherEnded = onGatherEnded
        teams = TeamsController(teamA: teamA.map(Self.line(for:)), teamB: teamB.map(Self.line(for:)))
        super.init(title: "Gather in progress")
        content = Stack(
            spacing: 1,
            [slot(showing: scoreChild), slot(showing: timerChild), slot(showing: teams), slot(showing: endButton)])
        scoreChild.onTeamAGoals = { [weak self] goals in self?.scoreDidChange(teamA: goals) }
        scoreChild.onTeamBGoals = { [weak self] goals in self?.scoreDidChange(teamB: goals) }
        timerChild.onAction = { [weak self] in self?.timerActionTapped() }
        timerChild.onSetTime = { [weak self] in self?.setTimeTapped() }
        timerChild.onCancel = { [weak self] in self?.cancelTimerTapped() }
        endButton.onPress = { [weak self] in self?.endTapped() }
    }

    override func didLoad() {
        // Ctrl-C quits without asking: its help, and the words after it, say what goes.
        unsavedWork = "The score is not saved until the gather ends."
        showScore()
        showTimer()
    }

    /// The screen is going away: no more ticks.
    override func willDisappear() {
        stopTicking()
    }

    override func goBack() {
        endTapped()
    }

    func scoreDidChange(teamA goals: Int) {
        score.teamA = goals
        showScore()
    }

    func scoreDidChange(teamB goals: Int) {
        score.teamB = goals
        showScore()
    }

    /// Start, Pause or Resume, as the timer stands.
    func timerActionTapped() {
        timer.performAction()
        timerDidChange()
    }

    func setTimeTapped() {
        let columns = [MatchTime.minuteRange.map { "\($0) min" }, MatchTime.secondRange.map { "\($0) sec" }]
        app?.present(
            ColumnPicker(
                title: "Set time", columns: columns, selection: [timer.remaining.minutes, timer.remaining.seconds]
            ) { [weak self] selection in
                self?.timeChosen(minutes: selection[0], seconds: selection[1])
            })
    }

    func timeChosen(minutes: Int, seconds: Int) {
        guard let time = MatchTime(minutes: minutes, seconds: seconds) else { return }
        timer.set(time)
        timerDidChange()
    }

    func cancelTimerTapped() {
        timer.cancel()
        timerDidChange()
    }

    /// A gather is left by ending it, never by accident: this asks first.
    func endTapped() {
        present(
            AlertContent(
                title: "End Gather", message: "Are you sure you want to end the gather?",
                buttons: [
                    .init("Yes", role: .destructive) { [weak self] in await self?.end() },
                    .init("Cancel", role: .cancel),
                ]))
    }

    private func end() async {
        await request.run {
            do {
                try await gathers.end(gather, with: score)
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                status = "\(error)"
                present(
                    .error(
                        error.isUnconfirmed
                            ? "Unable to confirm that the result was saved: it may have been. End again to make sure."
                            : "Unable to end gather. Please try again."))
                return
            }
            stopTicking()
            onGatherEnded()
        }
    }

    private func tick() {
        let outcome = timer.tick()
        timerDidChange(after: outcome)
    }

    /// Ticks once a second while the timer runs, and not otherwise; "Time's up!" when the last
    /// second goes, until the timer changes again.
    private func timerDidChange(after outcome: MatchTimer.TickOutcome? = nil) {
        if timer.state == .running, ticking == nil {
            ticking = app?.every(.seconds(1)) { [weak self] in self?.tick() }
        } else if timer.state != .running {
            stopTicking()
        }
        switch outcome {
        case .timeUp: status = "Time's up!"
        case .counted, .ignored: break
        case nil: if timer.remaining != .zero { status = nil }
        }
        showTimer()
    }

    private func stopTicking() {
        ticking?.cancel()
        ticking = nil
    }

    private func showScore() {
        scoreChild.show(teamA: score.teamA, teamB: score.teamB)
    }

    private func showTimer() {
        timerChild.show(
            time: timer.remaining.text, action: timer.action.title,
            isActionEnabled: timer.actionUnavailableReason == nil)
        keyBindings = [
            KeyBinding(
                .character(" "), timer.action.title, isEnabled: timer.actionUnavailableReason == nil,
                disabledReason: timer.actionUnavailableReason
            ) { [weak self] in
                self?.timerActionTapped()
            },
            KeyBinding(.character("t"), "Set") { [weak self] in self?.setTimeTapped() },
            KeyBinding(
                .character("c"), "Cancel", isEnabled: timer.cancelUnavailableReason == nil,
                disabledReason: timer.cancelUnavailableReason
            ) { [weak self] in
                self?.cancelTimerTapped()
            },
            KeyBinding(.character("e"), "End Gather") { [weak self] in self?.endTapped() },
        ]
    }

    private static func line(for player: Player) -> String {
        "\(player.name)  \(player.preferredPosition?.acronym ?? "-")"
    }
}
