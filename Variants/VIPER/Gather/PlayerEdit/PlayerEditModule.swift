import AppSupport
import Domain
import TerminalUI

/// Assembles PlayerEdit for one field of a player: the view holds the presenter; the presenter
/// holds the interactor and the router, and the view weakly; the interactor holds the presenter
/// and the opening module's interactor weakly.
@MainActor
enum PlayerEditModule {
    static func assemble(_ input: PlayerEditInput, dependencies: GatherDependencies) -> Screen {
        let interactor = PlayerEditInteractor(input: input, players: dependencies.players)
        let router = PlayerEditRouter(navigation: dependencies.navigation)
        let presenter = PlayerEditPresenter(field: input.field, interactor: interactor, router: router)
        let view = PlayerEditView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
