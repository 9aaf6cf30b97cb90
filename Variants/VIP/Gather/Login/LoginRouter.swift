import AppSupport
import TerminalUI

@MainActor
protocol LoginRoutingLogic: AnyObject {
    func routeToPlayerList()
}

/// From Login to the players.
@MainActor
final class LoginRouter: LoginRoutingLogic {
    private let dependencies: GatherDependencies

    init(dependencies: GatherDependencies) {
        self.dependencies = dependencies
    }

    func routeToPlayerList() {
        dependencies.navigation.push(PlayerListConfigurator.assemble(dependencies: dependencies))
    }
}
