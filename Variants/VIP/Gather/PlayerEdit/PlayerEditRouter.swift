import Domain
import TerminalUI

@MainActor
protocol PlayerEditRoutingLogic: AnyObject {
    func routeToPlayerDetail()
}

@MainActor
protocol PlayerEditDataPassing: AnyObject {
    var dataStore: (any PlayerEditDataStore)? { get }
}

/// Back to the player's details, writing the player as saved into their data store.
@MainActor
final class PlayerEditRouter: PlayerEditRoutingLogic, PlayerEditDataPassing {
    var dataStore: (any PlayerEditDataStore)?
    private let navigation: any Navigating

    init(navigation: any Navigating) {
        self.navigation = navigation
    }

    func routeToPlayerDetail() {
        guard let details = navigation.screens.last(where: { $0 is PlayerDetailViewController }) as? PlayerDetailViewController,
              let destination = details.router?.dataStore else { return }
        if let saved = dataStore?.savedPlayer { passDataToPlayerDetail(saved, destination: destination) }
        navigation.pop()
    }

    private func passDataToPlayerDetail(_ player: Player, destination: any PlayerDetailDataStore) {
        destination.updatedPlayer = player
    }
}
