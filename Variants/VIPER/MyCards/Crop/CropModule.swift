import Imaging
import TerminalUI

/// Assembles Crop for an image: the view holds the presenter; the presenter holds the
/// interactor, and the view and its caller weakly; the interactor holds the presenter weakly.
/// No router: the photo goes back through the module's output, and the card's router brings it home.
@MainActor
enum CropModule {
    static func assemble(image: PhotoToCrop, name: String, output: any CropModuleOutput) -> Screen {
        let interactor = CropInteractor(image: image)
        let presenter = CropPresenter(name: name, interactor: interactor, output: output)
        let view = CropView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
