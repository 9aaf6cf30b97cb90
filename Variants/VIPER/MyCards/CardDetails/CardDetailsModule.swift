import AppSupport
import Domain
import Presentation
import TerminalUI

/// Assembles CardDetails for a card in one of its modes: the view holds the presenter; the
/// presenter holds the interactor and the router, and the view weakly; the interactor and the
/// router hold what points back weakly (the interactor, the one that opened it too).
@MainActor
enum CardDetailsModule {
    static func assemble(_ input: CardDetailsInput, dependencies: MyCardsDependencies) -> Screen {
        let interactor = CardDetailsInteractor(input: input, sync: dependencies.sync)
        let router = CardDetailsRouter(dependencies: dependencies)
        let presenter = CardDetailsPresenter(interactor: interactor, router: router)
        let view = CardDetailsView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return view
    }
}
