import TerminalUI

/// Assembles Crop: the view controller holds the interactor and the
/// router; the interactor holds the presenter; the presenter holds the view controller weakly; the
/// router holds the interactor as its data store.
@MainActor
enum CropConfigurator {
    static func assemble(navigation: any Navigating) -> CropViewController {
        let viewController = CropViewController()
        let interactor = CropInteractor()
        let presenter = CropPresenter()
        let router = CropRouter(navigation: navigation)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
