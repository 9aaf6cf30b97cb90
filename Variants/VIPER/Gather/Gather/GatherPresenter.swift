import Domain
import Presentation

/// Decides what Gather shows: each team's lines, the score, the time left and the timer's
/// action, "Time's up!", the confirmation before ending, loading and the error text.
@MainActor
final class GatherPresenter: GatherPresenterProtocol, GatherInteractorOutputProtocol {
    weak var view: (any GatherViewProtocol)?
    private let interactor: any GatherInteractorProtocol
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(interactor: any GatherInteractorProtocol) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.loadMatch()
    }

    /// The screen is going away: no more ticks.
    func viewWillDisappear() {
        interactor.stopTicking()
    }

    func scoreDidChange(teamA goals: Int) {
        interactor.setScore(teamA: goals)
    }

    func scoreDidChange(teamB goals: Int) {
        interactor.setScore(teamB: goals)
    }

    func timerActionTapped() {
        interactor.performTimerAction()
    }

    func setTimeTapped() {
        interactor.askForTime()
    }

    func timeChosen(minutes: Int, seconds: Int) {
        guard let time = MatchTime(minutes: minutes, seconds: seconds) else { return }
        interactor.setTime(time)
    }

    func cancelTimerTapped() {
        interactor.cancelTimer()
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

    // MARK: The interactor's output

    func teamsLoaded(teamA: [GatherTeamMember], teamB: [GatherTeamMember]) {
        view?.setTeams(teamA: teamA.map(Self.line(for:)), teamB: teamB.map(Self.line(for:)))
        // Ctrl-C quits without asking: its help, and the words after it, say what goes.
        view?.unsavedWork = "The score is not saved until the gather ends."
    }

    func scoreChanged(_ score: Score) {
        view?.setScore(teamA: score.teamA, teamB: score.teamB)
    }

    /// "Time's up!" when the last second goes; it stays until the timer changes again.
    func timerChanged(_ timer: MatchTimerOutput, after outcome: MatchTimer.TickOutcome?) {
        switch outcome {
        case .timeUp: view?.status = "Time's up!"
        case .counted, .ignored: break
        case nil: if timer.remaining != .zero { view?.status = nil }
        }
        view?.setTimer(
            time: timer.remaining.text, actionTitle: timer.action.title,
            actionUnavailableReason: timer.actionUnavailableReason,
            cancelUnavailableReason: timer.cancelUnavailableReason
        )
    }

    func timePickerNeeded(startingAt remaining: MatchTime) {
        let columns = [MatchTime.minuteRange.map { "\($0) min" }, MatchTime.secondRange.map { "\($0) sec" }]
        view?.showTimePicker(title: "Set time", columns: columns, selection: [remaining.minutes, remaining.seconds])
    }

    func gatherCouldNotBeEnded(_ error: any Error, unconfirmed: Bool) {
        view?.status = "\(error)"
        view?.present(
            .error(
                unconfirmed
                    ? "Unable to confirm that the result was saved: it may have been. End again to make sure."
                    : "Unable to end gather. Please try again."))
    }

    private func end() async {
        await request.run { await interactor.endGather() }
    }

    private static func line(for member: GatherTeamMember) -> String {
        "\(member.name)  \(member.position?.acronym ?? "-")"
    }
}
