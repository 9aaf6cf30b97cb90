import AppSupport
import TerminalUI

/// Assembles Login: the view controller holds the interactor and the
/// router; the interactor holds the presenter; the presenter holds the view controller weakly; the
/// router navigates.
@MainActor
enum LoginConfigurator {
    static func assemble(dependencies: GatherDependencies) -> LoginViewController {
        let viewController = LoginViewController()
        let interactor = LoginInteractor(
            auth: dependencies.auth, settings: dependencies.settings, offersDemoAccount: dependencies.offersDemoAccount)
        let presenter = LoginPresenter()
        let router = LoginRouter(dependencies: dependencies)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        return viewController
    }
}
