import AppSupport
import Domain
import TerminalUI

@MainActor
protocol PlayerDetailRoutingLogic: AnyObject {
    func routeToPlayerEdit()
    func routeToPlayerList()
}

@MainActor
protocol PlayerDetailDataPassing: AnyObject {
    var dataStore: (any PlayerDetailDataStore)? { get }
}

/// To the editor of the chosen field, passing the field and the player; back to the list,
/// passing the player as edited.
@MainActor
final class PlayerDetailRouter: PlayerDetailRoutingLogic, PlayerDetailDataPassing {
    var dataStore: (any PlayerDetailDataStore)?
    private let dependencies: GatherDependencies

    init(dependencies: GatherDependencies) {
        self.dependencies = dependencies
    }

    func routeToPlayerEdit() {
        guard let field = dataStore?.chosenField, let player = dataStore?.player else { return }
        let destination = PlayerEditConfigurator.assemble(dependencies: dependencies)
        guard let destinationStore = destination.router?.dataStore else { return }
        passDataToPlayerEdit(field: field, player: player, destination: destinationStore)
        dependencies.navigation.push(destination)
    }

    func routeToPlayerList() {
        // Only a player edited here goes back: the list loads again for it.
        if let player = dataStore?.updatedPlayer,
            let list = dependencies.navigation.screens.last(where: { $0 is PlayerListViewController })
                as? PlayerListViewController,
            let destination = list.router?.dataStore
        {
            passDataToPlayerList(player, destination: destination)
        }
        dependencies.navigation.pop()
    }

    private func passDataToPlayerEdit(field: PlayerField, player: Player, destination: any PlayerEditDataStore) {
        destination.field = field
        destination.player = player
    }

    private func passDataToPlayerList(_ player: Player, destination: any PlayerListDataStore) {
        destination.updatedPlayer = player
    }
}
