import AppSupport
import TerminalUI

/// Assembles Login: the view holds the presenter; the presenter holds the interactor and the
/// router, and the view weakly; the interactor holds the presenter weakly.
@MainActor
enum LoginModule {
    static func assemble(dependencies: GatherDependencies) -> Screen {
        let interactor = LoginInteractor(auth: dependencies.auth, settings: dependencies.settings)
        let router = LoginRouter(dependencies: dependencies)
        let presenter = LoginPresenter(
            interactor: interactor, router: router, showsDemoHint: dependencies.offersDemoAccount)
        let view = LoginView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
