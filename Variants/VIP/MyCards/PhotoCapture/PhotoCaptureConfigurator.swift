import AppSupport
import TerminalUI

/// Assembles PhotoCapture: the view controller holds the interactor and
/// the router; the interactor holds the presenter; the presenter holds the view controller weakly;
/// the router holds the interactor as its data store.
@MainActor
enum PhotoCaptureConfigurator {
    static func assemble(dependencies: MyCardsDependencies) -> PhotoCaptureViewController {
        let viewController = PhotoCaptureViewController()
        let interactor = PhotoCaptureInteractor(
            camera: dependencies.camera, scheduler: dependencies.scheduler, work: dependencies.work)
        let presenter = PhotoCapturePresenter()
        let router = PhotoCaptureRouter(navigation: dependencies.navigation)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
