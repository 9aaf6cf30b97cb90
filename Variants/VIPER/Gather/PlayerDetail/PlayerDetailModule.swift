import AppSupport
import TerminalUI

/// Assembles PlayerDetail for a player: the view holds the presenter; the presenter holds the
/// interactor and the router, and the view weakly; the interactor holds the presenter and the
/// opening module's interactor weakly.
@MainActor
enum PlayerDetailModule {
    static func assemble(_ input: PlayerDetailInput, dependencies: GatherDependencies) -> Screen {
        let interactor = PlayerDetailInteractor(input: input)
        let router = PlayerDetailRouter(dependencies: dependencies)
        let presenter = PlayerDetailPresenter(interactor: interactor, router: router)
        let view = PlayerDetailView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
