import AppSupport
import TerminalUI

/// Assembles PlayerAdd: the view controller holds the interactor and
/// the router; the interactor holds the presenter; the presenter holds the view controller weakly;
/// the router navigates.
@MainActor
enum PlayerAddConfigurator {
    static func assemble(dependencies: GatherDependencies) -> PlayerAddViewController {
        let viewController = PlayerAddViewController()
        let interactor = PlayerAddInteractor(players: dependencies.players)
        let presenter = PlayerAddPresenter()
        let router = PlayerAddRouter(navigation: dependencies.navigation)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        return viewController
    }
}
