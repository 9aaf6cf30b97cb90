import AppSupport
import TerminalUI

/// Assembles Gather: the view controller holds the interactor and the
/// router; the interactor holds the presenter; the presenter holds the view controller weakly; the
/// router holds the interactor as its data store.
@MainActor
enum GatherConfigurator {
    static func assemble(dependencies: GatherDependencies) -> GatherViewController {
        let viewController = GatherViewController()
        let interactor = GatherInteractor(gathers: dependencies.gathers, scheduler: dependencies.scheduler)
        let presenter = GatherPresenter()
        let router = GatherRouter(navigation: dependencies.navigation)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
