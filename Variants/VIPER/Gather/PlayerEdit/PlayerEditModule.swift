import AppSupport
import Domain
import TerminalUI

/// Assembles PlayerEdit for one field of `player`: the view holds the presenter; the presenter
/// holds the interactor and the router, and the view and its caller weakly; the interactor holds
/// the presenter weakly.
@MainActor
enum PlayerEditModule {
    static func assemble(field: PlayerField, player: Player, output: any PlayerEditModuleOutput, dependencies: GatherDependencies) -> Screen {
        let interactor = PlayerEditInteractor(field: field, player: player, players: dependencies.players)
        let router = PlayerEditRouter(navigation: dependencies.navigation)
        let presenter = PlayerEditPresenter(field: field, interactor: interactor, router: router, output: output)
        let view = PlayerEditView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
