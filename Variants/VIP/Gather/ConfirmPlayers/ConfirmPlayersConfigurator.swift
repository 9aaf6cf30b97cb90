import AppSupport
import TerminalUI

/// Assembles ConfirmPlayers: the view controller holds the interactor
/// and the router; the interactor holds the presenter; the presenter holds the view controller
/// weakly; the router holds the interactor as its data store.
@MainActor
enum ConfirmPlayersConfigurator {
    static func assemble(dependencies: GatherDependencies) -> ConfirmPlayersViewController {
        let viewController = ConfirmPlayersViewController()
        let interactor = ConfirmPlayersInteractor(gathers: dependencies.gathers)
        let presenter = ConfirmPlayersPresenter()
        let router = ConfirmPlayersRouter(dependencies: dependencies)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
