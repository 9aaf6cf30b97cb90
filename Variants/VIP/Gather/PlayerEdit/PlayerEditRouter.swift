import Domain
import TerminalUI

@MainActor
protocol PlayerEditRoutingLogic: AnyObject {
    func routeToPlayerDetail()
    /// The details are to show the player as the data store has it, once the person goes back.
    func passPlayerToPlayerDetail()
    /// Back to the list past the details: the player was deleted elsewhere.
    func routeToPlayerList()
}

@MainActor
protocol PlayerEditDataPassing: AnyObject {
    var dataStore: (any PlayerEditDataStore)? { get }
}

/// Back to the player's details, writing the player as saved (or as changed elsewhere) into their
/// data store; or, the player deleted elsewhere, back to the list, telling its data store.
@MainActor
final class PlayerEditRouter: PlayerEditRoutingLogic, PlayerEditDataPassing {
    var dataStore: (any PlayerEditDataStore)?
    private let navigation: any Navigating

    init(navigation: any Navigating) {
        self.navigation = navigation
    }

    func routeToPlayerDetail() {
        passPlayerToPlayerDetail()
        navigation.pop()
    }

    func passPlayerToPlayerDetail() {
        guard
            let details = navigation.screens.last(where: { $0 is PlayerDetailViewController })
                as? PlayerDetailViewController,
            let destination = details.router?.dataStore, let saved = dataStore?.savedPlayer
        else { return }
        passDataToPlayerDetail(saved, destination: destination)
    }

    func routeToPlayerList() {
        guard let list = navigation.screens.last(where: { $0 is PlayerListViewController }) as? PlayerListViewController
        else { return }
        if let destination = list.router?.dataStore { passDeletionToPlayerList(destination: destination) }
        navigation.pop(to: list)
    }

    private func passDataToPlayerDetail(_ player: Player, destination: any PlayerDetailDataStore) {
        destination.updatedPlayer = player
    }

    private func passDeletionToPlayerList(destination: any PlayerListDataStore) {
        destination.playerWasDeletedElsewhere = true
    }
}
