import AppSupport
import TerminalUI

/// Assembles PlayerAdd: the view holds the presenter; the presenter holds the interactor and
/// the router, and the view and its caller weakly; the interactor holds the presenter weakly.
@MainActor
enum PlayerAddModule {
    static func assemble(output: any PlayerAddModuleOutput, dependencies: GatherDependencies) -> Screen {
        let interactor = PlayerAddInteractor(players: dependencies.players)
        let router = PlayerAddRouter(navigation: dependencies.navigation)
        let presenter = PlayerAddPresenter(interactor: interactor, router: router, output: output)
        let view = PlayerAddView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
