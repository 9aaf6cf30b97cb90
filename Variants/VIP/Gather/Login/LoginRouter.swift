import TerminalUI

@MainActor
protocol LoginRoutingLogic: AnyObject {
    func routeToPlayerList()
}

@MainActor
protocol LoginDataPassing: AnyObject {
    var dataStore: (any LoginDataStore)? { get }
}

/// From Login to the players.
@MainActor
final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
    weak var viewController: LoginViewController?
    var dataStore: (any LoginDataStore)?
    private let dependencies: GatherDependencies

    init(dependencies: GatherDependencies) {
        self.dependencies = dependencies
    }

    func routeToPlayerList() {
        dependencies.navigation.push(PlayerListModule.assemble(dependencies: dependencies))
    }
}
