import AppSupport
import TerminalUI

/// From Login to the players.
@MainActor
final class LoginRouter: LoginRouterProtocol {
    private let dependencies: GatherDependencies

    init(dependencies: GatherDependencies) {
        self.dependencies = dependencies
    }

    func showPlayerList() {
        dependencies.navigation.push(PlayerListModule.assemble(dependencies: dependencies))
    }
}
