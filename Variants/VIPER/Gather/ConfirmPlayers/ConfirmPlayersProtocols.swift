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
    func setActions(_ actions: ConfirmPlayersActions)
}

/// The screen's keys as they act now: `nil` where a key acts, otherwise why it does not.
struct ConfirmPlayersActions: Equatable {
    let moveLeftUnavailableReason: String?
    let moveRightUnavailableReason: String?
    let startUnavailableReason: String?
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

/// The use case: the chosen players split into two teams, and the gather made of them.
@MainActor
protocol ConfirmPlayersInteractorProtocol: AnyObject {
    /// The teams as they stand, told to the output.
    func loadTeams()
    /// Moves a player to `team`.
    func move(_ player: Player, to team: Team)
    func startGather() async
}

/// What the interactor tells the presenter.
@MainActor
protocol ConfirmPlayersInteractorOutputProtocol: AnyObject {
    /// Each team's players in the order they were chosen, and whether the gather can start
    /// (both teams need a player).
    func teamsChanged(_ teams: [Team: [Player]], canStart: Bool)
    func gatherStarted(_ gather: Gather.ID, teamA: [Player], teamB: [Player])
    func gatherCouldNotBeStarted(_ error: any Error)
}

@MainActor
protocol ConfirmPlayersRouterProtocol: AnyObject {
    func showGather(_ gather: Gather.ID, teamA: [Player], teamB: [Player], output: any GatherModuleOutput)
}
