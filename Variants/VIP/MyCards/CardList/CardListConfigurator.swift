import AppSupport
import TerminalUI

/// Assembles CardList: the view controller holds the interactor and the
/// router; the interactor holds the presenter; the presenter holds the view controller weakly; the
/// router holds the interactor as its data store.
@MainActor
enum CardListConfigurator {
    static func assemble(dependencies: MyCardsDependencies) -> CardListViewController {
        let viewController = CardListViewController()
        let interactor = CardListInteractor(cards: dependencies.cards, sync: dependencies.sync, auth: dependencies.auth)
        let presenter = CardListPresenter()
        let router = CardListRouter(dependencies: dependencies)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
