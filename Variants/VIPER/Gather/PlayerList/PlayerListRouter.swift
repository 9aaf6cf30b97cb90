import AppSupport
import Domain
import TerminalUI

/// From the players to a player's details, a new player, or the teams of a gather; back to the
/// list when the gather has ended; back to Login after a logout.
@MainActor
final class PlayerListRouter: PlayerListRouterProtocol {
    /// The list's own screen: where a gather that ended comes back to.
    weak var view: Screen?
    private let dependencies: GatherDependencies

    init(dependencies: GatherDependencies) {
        self.dependencies = dependencies
    }

    func showPlayerDetail(_ input: PlayerDetailInput) {
        dependencies.navigation.push(PlayerDetailModule.assemble(input, dependencies: dependencies))
    }

    func showPlayerAdd(_ input: PlayerAddInput) {
        dependencies.navigation.push(PlayerAddModule.assemble(input, dependencies: dependencies))
    }

    func showConfirmPlayers(_ input: ConfirmPlayersInput) {
        dependencies.navigation.push(ConfirmPlayersModule.assemble(input, dependencies: dependencies))
    }

    func backToList() {
        if let view { dependencies.navigation.pop(to: view) }
    }

    func closeAfterLogout() {
        dependencies.navigation.pop()
    }
}
