import AppSupport
import TerminalUI

/// Assembles CardDetails: the view controller holds the interactor and
/// the router; the interactor holds the presenter; the presenter holds the view controller weakly;
/// the router holds the interactor as its data store.
@MainActor
enum CardDetailsConfigurator {
    static func assemble(dependencies: MyCardsDependencies) -> CardDetailsViewController {
        let viewController = CardDetailsViewController()
        let interactor = CardDetailsInteractor(
            sync: dependencies.sync, uploadWorker: CardUploadWorker(sync: dependencies.sync, work: dependencies.work))
        let presenter = CardDetailsPresenter()
        let router = CardDetailsRouter(dependencies: dependencies)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
