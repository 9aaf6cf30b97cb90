import AppSupport
import Domain
import TerminalUI

@MainActor
protocol PlayerListRoutingLogic: AnyObject {
    func routeToPlayerDetail()
    func routeToPlayerAdd()
    func routeToConfirmPlayers()
    func routeToLogin()
}

@MainActor
protocol PlayerListDataPassing: AnyObject {
    var dataStore: (any PlayerListDataStore)? { get }
}

/// From the players to a player's details, a new player or the teams of a gather, passing
/// each the data it starts from; back to Login after a logout.
@MainActor
final class PlayerListRouter: PlayerListRoutingLogic, PlayerListDataPassing {
    var dataStore: (any PlayerListDataStore)?
    private let dependencies: GatherDependencies

    init(dependencies: GatherDependencies) {
        self.dependencies = dependencies
    }

    func routeToPlayerDetail() {
        guard let player = dataStore?.chosenPlayer else { return }
        let destination = PlayerDetailConfigurator.assemble(dependencies: dependencies)
        guard let destinationStore = destination.router?.dataStore else { return }
        passDataToPlayerDetail(player, destination: destinationStore)
        dependencies.navigation.push(destination)
    }

    func routeToPlayerAdd() {
        dependencies.navigation.push(PlayerAddConfigurator.assemble(dependencies: dependencies))
    }

    func routeToConfirmPlayers() {
        guard let players = dataStore?.selectedPlayers else { return }
        let destination = ConfirmPlayersConfigurator.assemble(dependencies: dependencies)
        guard let destinationStore = destination.router?.dataStore else { return }
        passDataToConfirmPlayers(players, destination: destinationStore)
        dependencies.navigation.push(destination)
    }

    func routeToLogin() {
        dependencies.navigation.pop()
    }

    private func passDataToPlayerDetail(_ player: Player, destination: any PlayerDetailDataStore) {
        destination.player = player
    }

    private func passDataToConfirmPlayers(_ players: [Player], destination: any ConfirmPlayersDataStore) {
        destination.players = players
    }
}
