import AppSupport
import TerminalUI

/// From a player's details to the editor of one field.
@MainActor
final class PlayerDetailRouter: PlayerDetailRouterProtocol {
    private let dependencies: GatherDependencies

    init(dependencies: GatherDependencies) {
        self.dependencies = dependencies
    }

    func showPlayerEdit(_ input: PlayerEditInput) {
        dependencies.navigation.push(PlayerEditModule.assemble(input, dependencies: dependencies))
    }
}
