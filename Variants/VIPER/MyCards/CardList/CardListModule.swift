import AppSupport
import TerminalUI

/// Assembles CardList: the view holds the presenter; the presenter holds the interactor and the
/// router, and the view weakly; the interactor holds the presenter weakly.
@MainActor
enum CardListModule {
    static func assemble(dependencies: MyCardsDependencies) -> Screen {
        let interactor = CardListInteractor(cards: dependencies.cards, sync: dependencies.sync, auth: dependencies.auth)
        let router = CardListRouter(dependencies: dependencies)
        let presenter = CardListPresenter(interactor: interactor, router: router, work: dependencies.work)
        let view = CardListView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
