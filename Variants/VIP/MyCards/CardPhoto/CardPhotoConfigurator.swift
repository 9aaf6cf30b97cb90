import AppSupport
import TerminalUI

/// Assembles CardPhoto: the view controller holds the interactor and
/// the router; the interactor holds the presenter; the presenter holds the view controller weakly;
/// the router holds the interactor as its data store.
@MainActor
enum CardPhotoConfigurator {
    static func assemble(dependencies: MyCardsDependencies) -> CardPhotoViewController {
        let viewController = CardPhotoViewController()
        let interactor = CardPhotoInteractor()
        let presenter = CardPhotoPresenter()
        let router = CardPhotoRouter(navigation: dependencies.navigation)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
