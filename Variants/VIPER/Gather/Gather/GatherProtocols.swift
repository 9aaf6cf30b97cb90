import Domain
import Presentation

// Every seam of the Gather module.

/// What the presenter tells the view.
@MainActor
protocol GatherViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    var unsavedWork: String? { get set }
    func present(_ alert: AlertContent)
    /// Each team's lines: a player's name and position.
    func setTeams(teamA: [String], teamB: [String])
    func setScore(teamA: Int, teamB: Int)
    func setTimer(time: String, actionTitle: String, actionUnavailableReason: String?, cancelUnavailableReason: String?)
    /// The time picker: minutes and seconds, starting at `selection`.
    func showTimePicker(title: String, columns: [[String]], selection: [Int])
}

/// What the view tells the presenter.
@MainActor
protocol GatherPresenterProtocol: AnyObject {
    func viewDidLoad()
    func viewWillDisappear()
    func scoreDidChange(teamA goals: Int)
    func scoreDidChange(teamB goals: Int)
    func timerActionTapped()
    func setTimeTapped()
    func timeChosen(minutes: Int, seconds: Int)
    func cancelTimerTapped()
    func endTapped()
}

/// The use case: a match — its teams, its score, its timer ticking on the app's clock — and
/// its result stored when it ends. It tells its output what changed; nothing reads its state.
@MainActor
protocol GatherInteractorProtocol: AnyObject {
    /// The teams, the score and the timer as they stand, told to the output.
    func loadMatch()
    func setScore(teamA goals: Int)
    func setScore(teamB goals: Int)
    func performTimerAction()
    func setTime(_ time: MatchTime)
    func cancelTimer()
    func stopTicking()
    func endGather() async
}

/// The match timer as the interactor tells it: what it stands at, none of its behaviour.
struct MatchTimerOutput: Equatable {
    let remaining: MatchTime
    let action: MatchTimer.Action
    /// Why the action does nothing now (at 00:00), or `nil`.
    let actionUnavailableReason: String?
    /// Why Cancel does nothing now (stopped at 10:00), or `nil`.
    let cancelUnavailableReason: String?
}

/// What the interactor tells the presenter.
@MainActor
protocol GatherInteractorOutputProtocol: AnyObject {
    func teamsLoaded(teamA: [Player], teamB: [Player])
    func scoreChanged(_ score: Score)
    /// After every change of the timer, with what a tick did when a tick made it.
    func timerChanged(_ timer: MatchTimerOutput, after outcome: MatchTimer.TickOutcome?)
    func gatherEnded()
    func gatherCouldNotBeEnded(_ error: any Error)
}

/// What the module tells the module that opened it (through the modules in between).
@MainActor
protocol GatherModuleOutput: AnyObject {
    func gatherEnded()
}
