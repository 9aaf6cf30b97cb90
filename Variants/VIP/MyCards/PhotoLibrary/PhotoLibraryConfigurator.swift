import AppSupport
import TerminalUI

/// Assembles PhotoLibrary: the view controller holds the interactor and
/// the router; the interactor holds the presenter; the presenter holds the view controller weakly;
/// the router holds the interactor as its data store.
@MainActor
enum PhotoLibraryConfigurator {
    static func assemble(dependencies: MyCardsDependencies) -> PhotoLibraryViewController {
        let viewController = PhotoLibraryViewController()
        let interactor = PhotoLibraryInteractor(directory: dependencies.photosDirectory)
        let presenter = PhotoLibraryPresenter()
        let router = PhotoLibraryRouter(navigation: dependencies.navigation)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
