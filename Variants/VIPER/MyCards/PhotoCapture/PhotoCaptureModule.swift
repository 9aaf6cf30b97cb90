import AppSupport
import TerminalUI

/// Assembles PhotoCapture: the view holds the presenter; the presenter holds the interactor, and
/// the view and its caller weakly; the interactor holds the presenter weakly. No router: the
/// photo goes back through the module's output, and its caller's router brings it home.
@MainActor
enum PhotoCaptureModule {
    static func assemble(output: any PhotoCaptureModuleOutput, dependencies: MyCardsDependencies) -> Screen {
        let interactor = PhotoCaptureInteractor(
            camera: dependencies.camera, scheduler: dependencies.scheduler, work: dependencies.work)
        let presenter = PhotoCapturePresenter(interactor: interactor, output: output)
        let view = PhotoCaptureView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
