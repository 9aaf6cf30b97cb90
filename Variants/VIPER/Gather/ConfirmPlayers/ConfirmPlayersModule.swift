import AppSupport
import TerminalUI

/// Assembles ConfirmPlayers for the chosen players: the view holds the presenter; the presenter
/// holds the interactor and the router, and the view weakly; the interactor holds the presenter
/// and the module that hears the gather end weakly.
@MainActor
enum ConfirmPlayersModule {
    static func assemble(_ input: ConfirmPlayersInput, dependencies: GatherDependencies) -> Screen {
        let interactor = ConfirmPlayersInteractor(input: input, gathers: dependencies.gathers)
        let router = ConfirmPlayersRouter(dependencies: dependencies)
        let presenter = ConfirmPlayersPresenter(interactor: interactor, router: router)
        let view = ConfirmPlayersView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
