import Domain
import Presentation

/// A gather in progress: the score, the match timer — which the presenter owns and ticks once a
/// second on the app's clock while it runs — and ending the gather with its result.
@MainActor
final class GatherPresenter {
    weak var view: (any GatherViewProtocol)?
    private var score = Score()
    private var timer = MatchTimer()
    private var ticking: (any Cancellable)?
    private let gather: Gather.ID
    private let teamA: [Player]
    private let teamB: [Player]
    private let gathers: any GathersService
    private let scheduler: any Scheduling
    private let onGatherEnded: () -> Void
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(
        gather: Gather.ID, teamA: [Player], teamB: [Player], gathers: any GathersService, scheduler: any Scheduling,
        onGatherEnded: @escaping () -> Void
    ) {
        self.gather = gather
        self.teamA = teamA
        self.teamB = teamB
        self.gathers = gathers
        self.scheduler = scheduler
        self.onGatherEnded = onGatherEnded
    }

    func viewDidLoad() {
        view?.setTeams(teamA: teamA.map(Self.line(for:)), teamB: teamB.map(Self.line(for:)))
        // Ctrl-C quits without asking: its help, and the words after it, say what goes.
        view?.unsavedWork = "The score is not saved until the gather ends."
        view?.setScore(teamA: score.teamA, teamB: score.teamB)
        showTimer()
    }

    /// The screen is going away: no more ticks.
    func viewWillDisappear() {
        stopTicking()
    }

    func scoreDidChange(teamA goals: Int) {
        score.teamA = goals
        view?.setScore(teamA: score.teamA, teamB: score.teamB)
    }

    func scoreDidChange(teamB goals: Int) {
        score.teamB = goals
        view?.setScore(teamA: score.teamA, teamB: score.teamB)
    }

    /// Start, Pause or Resume, as the timer stands.
    func timerActionTapped() {
        timer.performAction()
        timerDidChange()
    }

    func setTimeTapped() {
        let columns = [MatchTime.minuteRange.map { "\($0) min" }, MatchTime.secondRange.map { "\($0) sec" }]
        view?.showTimePicker(
            title: "Set time", columns: columns, selection: [timer.remaining.minutes, timer.remaining.seconds])
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
        view?.present(
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
                view?.status = "\(error)"
                view?.present(
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
            ticking = scheduler.every(.seconds(1)) { [weak self] in self?.tick() }
        } else if timer.state != .running {
            stopTicking()
        }
        switch outcome {
        case .timeUp: view?.status = "Time's up!"
        case .counted, .ignored: break
        case nil: if timer.remaining != .zero { view?.status = nil }
        }
        showTimer()
    }

    private func stopTicking() {
        ticking?.cancel()
        ticking = nil
    }

    private func showTimer() {
        view?.setTimer(
            time: timer.remaining.text, actionTitle: timer.action.title,
            actionUnavailableReason: timer.actionUnavailableReason,
            cancelUnavailableReason: timer.cancelUnavailableReason
        )
    }

    private static func line(for player: Player) -> String {
        "\(player.name)  \(player.preferredPosition?.acronym ?? "-")"
    }
}
