import Domain
import TerminalUI

@MainActor
protocol PlayerEditRoutingLogic: AnyObject {
    func routeToPlayerDetail()
    /// The details are to show the player as the data store has it, once the person goes back.
    func passPlayerToPlayerDetail()
}

@MainActor
protocol PlayerEditDataPassing: AnyObject {
    var dataStore: (any PlayerEditDataStore)? { get }
}

/// Back to the player's details, writing the player as saved (or as changed elsewhere) into their data store.
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
        guard let details = navigation.screens.last(where: { $0 is PlayerDetailViewController }) as? PlayerDetailViewController,
              let destination = details.router?.dataStore, let saved = dataStore?.savedPlayer else { return }
        passDataToPlayerDetail(saved, destination: destination)
    }

    private func passDataToPlayerDetail(_ player: Player, destination: any PlayerDetailDataStore) {
        destination.updatedPlayer = player
    }
}
