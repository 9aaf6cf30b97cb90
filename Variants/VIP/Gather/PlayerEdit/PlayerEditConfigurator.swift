import AppSupport
import TerminalUI

/// Assembles PlayerEdit: the view controller holds the interactor and
/// the router; the interactor holds the presenter; the presenter holds the view controller weakly;
/// the router holds the interactor as its data store.
@MainActor
enum PlayerEditConfigurator {
    static func assemble(dependencies: GatherDependencies) -> PlayerEditViewController {
        let viewController = PlayerEditViewController()
        let interactor = PlayerEditInteractor(players: dependencies.players)
        let presenter = PlayerEditPresenter()
        let router = PlayerEditRouter(navigation: dependencies.navigation)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
