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
    /// The time left, told to the output for the time picker.
    func askForTime()
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

/// A player as the interactor tells of them: a plain value, not the entity.
struct GatherTeamMember: Equatable {
    let name: String
    let position: Position?
}

/// What the interactor tells the presenter: plain values, never an entity.
@MainActor
protocol GatherInteractorOutputProtocol: AnyObject {
    func teamsLoaded(teamA: [GatherTeamMember], teamB: [GatherTeamMember])
    func scoreChanged(_ score: Score)
    /// After every change of the timer, with what a tick did when a tick made it.
    func timerChanged(_ timer: MatchTimerOutput, after outcome: MatchTimer.TickOutcome?)
    /// The time left, for the time picker to start from.
    func timePickerNeeded(startingAt remaining: MatchTime)
    /// Unconfirmed when its request left and its answer did not come (a timeout): it may have
    /// been done, and trying again will not do it twice.
    func gatherCouldNotBeEnded(_ error: any Error, unconfirmed: Bool)
}

/// What Gather is opened with: the gather started, its teams, and who hears that it has ended
/// (the module that opened the teams, through ConfirmPlayers).
struct GatherInput {
    let gather: Gather.ID
    let teamA: [Player]
    let teamB: [Player]
    weak var output: (any GatherModuleOutput)?
}

/// What the module tells the module that opened it: interactor to interactor.
@MainActor
protocol GatherModuleOutput: AnyObject {
    func gatherEnded()
}
