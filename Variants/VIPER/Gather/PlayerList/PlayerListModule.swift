import AppSupport
import TerminalUI

/// Assembles PlayerList: the view holds the presenter; the presenter holds the interactor and
/// the router, and the view weakly; the interactor and the router hold what points back weakly.
@MainActor
enum PlayerListModule {
    static func assemble(dependencies: GatherDependencies) -> Screen {
        let interactor = PlayerListInteractor(players: dependencies.players, auth: dependencies.auth)
        let router = PlayerListRouter(dependencies: dependencies)
        let presenter = PlayerListPresenter(interactor: interactor, router: router, work: dependencies.work)
        let view = PlayerListView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return view
    }
}
