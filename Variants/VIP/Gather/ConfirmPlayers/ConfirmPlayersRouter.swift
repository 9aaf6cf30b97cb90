import AppSupport
import Domain
import TerminalUI

@MainActor
protocol ConfirmPlayersRoutingLogic: AnyObject {
    func routeToGather()
}

@MainActor
protocol ConfirmPlayersDataPassing: AnyObject {
    var dataStore: (any ConfirmPlayersDataStore)? { get }
}

/// To the gather just made, passing it and its two teams.
@MainActor
final class ConfirmPlayersRouter: ConfirmPlayersRoutingLogic, ConfirmPlayersDataPassing {
    var dataStore: (any ConfirmPlayersDataStore)?
    private let dependencies: GatherDependencies

    init(dependencies: GatherDependencies) {
        self.dependencies = dependencies
    }

    func routeToGather() {
        guard let source = dataStore, let gather = source.gather else { return }
        let destination = GatherConfigurator.assemble(dependencies: dependencies)
        guard let destinationStore = destination.router?.dataStore else { return }
        passDataToGather(gather, teamA: source.teamA, teamB: source.teamB, destination: destinationStore)
        dependencies.navigation.push(destination)
    }

    private func passDataToGather(
        _ gather: Gather.ID, teamA: [Player], teamB: [Player], destination: any GatherDataStore
    ) {
        destination.gather = gather
        destination.teamA = teamA
        destination.teamB = teamB
    }
}
