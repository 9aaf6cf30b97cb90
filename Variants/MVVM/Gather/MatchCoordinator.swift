import Domain
import Presentation
import TerminalUI

/// One gather's flow, a child of `GatherCoordinator`: the teams made from the chosen players,
/// then the match, until its result is stored. It tells its parent, which leaves its screens.
@MainActor
final class MatchCoordinator: Coordinator {
    private(set) weak var firstScreen: Screen?
    /// The players chosen: the teams are made of them.
    private let players: [Player]
    private let gathers: any GathersService
    private let navigation: any Navigating
    private let scheduler: any Scheduling
    private weak var output: (any MatchCoordinatorOutput)?

    init(
        players: [Player], gathers: any GathersService, navigation: any Navigating, scheduler: any Scheduling,
        output: any MatchCoordinatorOutput
    ) {
        self.players = players
        self.gathers = gathers
        self.navigation = navigation
        self.scheduler = scheduler
        self.output = output
    }

    /// The teams screen for the players chosen, all on the bench.
    @discardableResult func start() -> Screen {
        let view = ConfirmPlayersView(
            viewModel: ConfirmPlayersViewModel(players: players, gathers: gathers, output: self))
        firstScreen = view
        navigation.push(view)
        return view
    }
}

extension MatchCoordinator: ConfirmPlayersOutput {
    func gatherStarted(_ gather: Gather.ID, teamA: [Player], teamB: [Player]) {
        let viewModel = GatherViewModel(
            gather: gather, teamA: teamA, teamB: teamB, gathers: gathers, scheduler: scheduler, output: self)
        navigation.push(GatherView(viewModel: viewModel))
    }
}

extension MatchCoordinator: GatherOutput {
    func gatherEnded() {
        output?.gatherEnded()
    }
}
