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

    func showGather(_ input: GatherInput) {
        dependencies.navigation.push(GatherModule.assemble(input, dependencies: dependencies))
    }
}
