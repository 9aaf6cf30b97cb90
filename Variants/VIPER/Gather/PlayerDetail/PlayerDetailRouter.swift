import AppSupport
import Domain
import TerminalUI

/// From a player's details to the editor of one field.
@MainActor
final class PlayerDetailRouter: PlayerDetailRouterProtocol {
    private let dependencies: GatherDependencies

    init(dependencies: GatherDependencies) {
        self.dependencies = dependencies
    }

    func showPlayerEdit(_ field: PlayerField, of player: Player, output: any PlayerEditModuleOutput) {
        dependencies.navigation.push(PlayerEditModule.assemble(field: field, player: player, output: output, dependencies: dependencies))
    }
}
