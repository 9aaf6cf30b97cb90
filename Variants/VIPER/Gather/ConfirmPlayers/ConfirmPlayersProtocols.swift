import Domain
import Presentation

// Every seam of the ConfirmPlayers module.

/// What the presenter tells the view.
@MainActor
protocol ConfirmPlayersViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    var unsavedWork: String? { get set }
    func present(_ alert: AlertContent)
    func setSections(_ sections: [ConfirmPlayersSection])
    /// Keeps a moved player highlighted in its new section.
    func highlight(section: Int, row: Int)
    /// Why each move does nothing for the highlighted player, `nil` where it acts.
    func setMoveUnavailableReasons(left: String?, right: String?)
    /// Why Start does nothing, `nil` while it acts.
    func setStartUnavailableReason(_ reason: String?)
}

/// A team's players as the list shows them: name and position acronym.
struct ConfirmPlayersSection: Equatable {
    struct Row: Equatable {
        let name: String
        let position: String
    }

    let title: String
    let rows: [Row]
}

/// What the view tells the presenter.
@MainActor
protocol ConfirmPlayersPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didHighlight(section: Int, row: Int)
    func moveTapped(section: Int, row: Int, by step: Int)
    func startTapped() async
}

/// A player as the interactor tells of them: a plain value, not the entity.
struct ConfirmPlayersMember: Equatable {
    let name: String
    let position: Position?
}

/// A move of a player one team along the line bench → Team A → Team B.
enum ConfirmPlayersMove {
    case left, right
}

/// The use case: the chosen players split into two teams, and the gather made of them.
@MainActor
protocol ConfirmPlayersInteractorProtocol: AnyObject {
    /// The teams as they stand, and the moves the highlighted player can make, told to the output.
    func loadTeams()
    /// The person's player is now the one at `row` of `team`: the moves it can make are told.
    func highlight(row: Int, of team: Team)
    /// Moves the player at `row` of `team` one team along the line; past either end, nowhere.
    func move(row: Int, of team: Team, _ direction: ConfirmPlayersMove)
    /// Starts the gather, once both teams have a player.
    func startGather() async
}

/// What the interactor tells the presenter.
@MainActor
protocol ConfirmPlayersInteractorOutputProtocol: AnyObject {
    /// Each team's players in the order they were chosen, and whether the gather can start
    /// (both teams need a player).
    func teamsChanged(_ teams: [Team: [ConfirmPlayersMember]], canStart: Bool)
    /// A player moved: where they are now (the highlighted player from now on).
    func playerMoved(to team: Team, row: Int)
    /// Which moves the highlighted player can make: none past the bench or past Team B.
    func movesChanged(canMoveLeft: Bool, canMoveRight: Bool)
    func gatherStarted(_ input: GatherInput)
    /// Unconfirmed when its request left and its answer did not come (a timeout): it may have
    /// been done, and trying again will not do it twice.
    func gatherCouldNotBeStarted(_ error: any Error, unconfirmed: Bool)
}

@MainActor
protocol ConfirmPlayersRouterProtocol: AnyObject {
    func showGather(_ input: GatherInput)
}

/// What ConfirmPlayers is opened with: the players chosen, and who hears that the gather made of
/// them has ended — the opening module's interactor, handed on to the Gather module.
struct ConfirmPlayersInput {
    let players: [Player]
    weak var output: (any GatherModuleOutput)?
}
