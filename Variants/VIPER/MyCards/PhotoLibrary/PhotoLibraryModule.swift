import AppSupport
import TerminalUI

/// Assembles PhotoLibrary: the view holds the presenter; the presenter holds the interactor and
/// the router, and the view and its caller weakly; the interactor holds the presenter weakly.
@MainActor
enum PhotoLibraryModule {
    static func assemble(output: any PhotoLibraryModuleOutput, dependencies: MyCardsDependencies) -> Screen {
        let interactor = PhotoLibraryInteractor(directory: dependencies.photosDirectory)
        let router = PhotoLibraryRouter(navigation: dependencies.navigation)
        let presenter = PhotoLibraryPresenter(interactor: interactor, router: router, output: output)
        let view = PhotoLibraryView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
