import AppSupport
import TerminalUI

/// Assembles PlayerDetail: the view controller holds the interactor and
/// the router; the interactor holds the presenter; the presenter holds the view controller weakly;
/// the router holds the interactor as its data store.
@MainActor
enum PlayerDetailConfigurator {
    static func assemble(dependencies: GatherDependencies) -> PlayerDetailViewController {
        let viewController = PlayerDetailViewController()
        let interactor = PlayerDetailInteractor()
        let presenter = PlayerDetailPresenter()
        let router = PlayerDetailRouter(dependencies: dependencies)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
