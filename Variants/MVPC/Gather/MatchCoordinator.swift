import Domain
import Presentation
import TerminalUI

/// One gather's flow, a child of `GatherCoordinator`: the teams made from the chosen players,
/// then the match, until its result is stored. It says so to its parent, which leaves its screens.
@MainActor
final class MatchCoordinator {
    private let gathers: any GathersService
    private let navigation: any Navigating
    private let scheduler: any Scheduling
    private let onGatherEnded: () -> Void

    init(gathers: any GathersService, navigation: any Navigating, scheduler: any Scheduling, onGatherEnded: @escaping () -> Void) {
        self.gathers = gathers
        self.navigation = navigation
        self.scheduler = scheduler
        self.onGatherEnded = onGatherEnded
    }

    /// The teams screen for `players`, all on the bench.
    func start(with players: [Player]) {
        navigation.push(ConfirmPlayersView(presenter: ConfirmPlayersPresenter(players: players, gathers: gathers, output: self)))
    }
}

extension MatchCoordinator: ConfirmPlayersOutput {
    func gatherStarted(_ gather: Gather.ID, teamA: [Player], teamB: [Player]) {
        let presenter = GatherPresenter(gather: gather, teamA: teamA, teamB: teamB, gathers: gathers, scheduler: scheduler, output: self)
        navigation.push(GatherView(presenter: presenter))
    }
}

extension MatchCoordinator: GatherOutput {
    func gatherEnded() {
        onGatherEnded()
    }
}
