import AppSupport
import Domain
import TerminalUI

/// From the teams to the gather in progress.
@MainActor
final class ConfirmPlayersRouter: ConfirmPlayersRouterProtocol {
    private let dependencies: GatherDependencies

    init(dependencies: GatherDependencies) {
        self.dependencies = dependencies
    }

    func showGather(_ gather: Gather.ID, teamA: [Player], teamB: [Player], output: any GatherModuleOutput) {
        dependencies.navigation.push(GatherModule.assemble(gather: gather, teamA: teamA, teamB: teamB, output: output, dependencies: dependencies))
    }
}
