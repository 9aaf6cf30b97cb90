import AppSupport
import Domain
import Presentation
import TerminalUI

/// Assembles CardDetails for a card in one of its modes: the view holds the presenter; the
/// presenter holds the interactor and the router, and the view and its caller weakly; the
/// interactor and the router hold what points back weakly.
@MainActor
enum CardDetailsModule {
    static func assemble(card: Card, mode: CardDetailsMode, output: any CardDetailsModuleOutput, dependencies: MyCardsDependencies) -> Screen {
        let interactor = CardDetailsInteractor(card: card, mode: mode, sync: dependencies.sync)
        let router = CardDetailsRouter(dependencies: dependencies)
        let presenter = CardDetailsPresenter(interactor: interactor, router: router, output: output)
        let view = CardDetailsView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return view
    }
}
