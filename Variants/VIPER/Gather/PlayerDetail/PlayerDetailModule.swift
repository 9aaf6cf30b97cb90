import AppSupport
import Domain
import TerminalUI

/// Assembles PlayerDetail for `player`: the view holds the presenter; the presenter holds the
/// interactor and the router, and the view and its caller weakly; the interactor holds the
/// presenter weakly.
@MainActor
enum PlayerDetailModule {
    static func assemble(player: Player, output: any PlayerDetailModuleOutput, dependencies: GatherDependencies) -> Screen {
        let interactor = PlayerDetailInteractor(player: player)
        let router = PlayerDetailRouter(dependencies: dependencies)
        let presenter = PlayerDetailPresenter(interactor: interactor, router: router, output: output)
        let view = PlayerDetailView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
