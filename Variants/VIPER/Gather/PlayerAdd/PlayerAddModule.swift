import AppSupport
import TerminalUI

/// Assembles PlayerAdd: the view holds the presenter; the presenter holds the interactor and
/// the router, and the view weakly; the interactor holds the presenter and the opening module's
/// interactor weakly.
@MainActor
enum PlayerAddModule {
    static func assemble(_ input: PlayerAddInput, dependencies: GatherDependencies) -> Screen {
        let interactor = PlayerAddInteractor(input: input, players: dependencies.players)
        let router = PlayerAddRouter(navigation: dependencies.navigation)
        let presenter = PlayerAddPresenter(interactor: interactor, router: router)
        let view = PlayerAddView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
