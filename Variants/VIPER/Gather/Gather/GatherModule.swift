import AppSupport
import TerminalUI

/// Assembles Gather for a started gather: the view holds the presenter; the presenter holds
/// the interactor, and the view weakly; the interactor holds the presenter and the module that
/// hears the gather end weakly. Gather has no router: where it goes when the gather ends is
/// that module's to say (PlayerList goes back to itself).
@MainActor
enum GatherModule {
    static func assemble(_ input: GatherInput, dependencies: GatherDependencies) -> Screen {
        let interactor = GatherInteractor(
            input: input, gathers: dependencies.gathers, scheduler: dependencies.scheduler)
        let presenter = GatherPresenter(interactor: interactor)
        let view = GatherView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
