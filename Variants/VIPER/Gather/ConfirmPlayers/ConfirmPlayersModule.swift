import AppSupport
import Domain
import TerminalUI

/// Assembles ConfirmPlayers for the chosen players: the view holds the presenter; the presenter
/// holds the interactor and the router, and the view and its module output weakly; the
/// interactor holds the presenter weakly.
@MainActor
enum ConfirmPlayersModule {
    static func assemble(players: [Player], output: any GatherModuleOutput, dependencies: GatherDependencies) -> Screen {
        let interactor = ConfirmPlayersInteractor(players: players, gathers: dependencies.gathers)
        let router = ConfirmPlayersRouter(dependencies: dependencies)
        let presenter = ConfirmPlayersPresenter(interactor: interactor, router: router, output: output)
        let view = ConfirmPlayersView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
