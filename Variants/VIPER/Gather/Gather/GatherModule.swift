import AppSupport
import Domain
import TerminalUI

/// Assembles Gather for a started gather: the view holds the presenter; the presenter holds
/// the interactor, and the view and its module output weakly; the interactor holds the
/// presenter weakly. Gather has no router: where it goes when the gather ends is its module output's
/// to say (PlayerList goes back to itself).
@MainActor
enum GatherModule {
    static func assemble(gather: Gather.ID, teamA: [Player], teamB: [Player], output: any GatherModuleOutput, dependencies: GatherDependencies) -> Screen {
        let interactor = GatherInteractor(gather: gather, teamA: teamA, teamB: teamB, gathers: dependencies.gathers, scheduler: dependencies.scheduler)
        let presenter = GatherPresenter(interactor: interactor, output: output)
        let view = GatherView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
