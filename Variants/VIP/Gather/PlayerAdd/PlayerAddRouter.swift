import TerminalUI

@MainActor
protocol PlayerAddRoutingLogic: AnyObject {
    func routeToPlayerList()
}

/// Back to the list, telling its data store a player was added, so the list loads again.
@MainActor
final class PlayerAddRouter: PlayerAddRoutingLogic {
    private let navigation: any Navigating

    init(navigation: any Navigating) {
        self.navigation = navigation
    }

    func routeToPlayerList() {
        if let list = navigation.screens.last(where: { $0 is PlayerListViewController }) as? PlayerListViewController,
            let destination = list.router?.dataStore
        {
            passDataToPlayerList(destination: destination)
        }
        navigation.pop()
    }

    private func passDataToPlayerList(destination: any PlayerListDataStore) {
        destination.playerWasAdded = true
    }
}
