import TerminalUI

@MainActor
protocol GatherRoutingLogic: AnyObject {
    func routeToPlayerList()
}

@MainActor
protocol GatherDataPassing: AnyObject {
    var dataStore: (any GatherDataStore)? { get }
}

/// Back to the list once the gather has ended, telling its data store so: the list leaves
/// select mode and says the result is saved.
@MainActor
final class GatherRouter: GatherRoutingLogic, GatherDataPassing {
    var dataStore: (any GatherDataStore)?
    private let navigation: any Navigating

    init(navigation: any Navigating) {
        self.navigation = navigation
    }

    func routeToPlayerList() {
        guard
            let list = navigation.screens.last(where: { $0 is PlayerListViewController }) as? PlayerListViewController,
            let destination = list.router?.dataStore
        else { return }
        passDataToPlayerList(destination: destination)
        navigation.pop(to: list)
    }

    private func passDataToPlayerList(destination: any PlayerListDataStore) {
        destination.gatherEnded = true
    }
}
