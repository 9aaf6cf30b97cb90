import AppSupport
import TerminalUI

/// Assembles PlayerList: the view controller holds the interactor and
/// the router; the interactor holds the presenter; the presenter holds the view controller weakly;
/// the router holds the interactor as its data store.
@MainActor
enum PlayerListConfigurator {
    static func assemble(dependencies: GatherDependencies) -> PlayerListViewController {
        let viewController = PlayerListViewController()
        let interactor = PlayerListInteractor(players: dependencies.players, auth: dependencies.auth)
        let presenter = PlayerListPresenter()
        let router = PlayerListRouter(dependencies: dependencies)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
