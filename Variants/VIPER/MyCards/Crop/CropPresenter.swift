import Domain
import Foundation
import Imaging
import Presentation

/// Decides what Crop shows: the image's name as the title, the outline and the zoom as text,
/// the error texts.
@MainActor
final class CropPresenter: CropPresenterProtocol, CropInteractorOutputProtocol {
    weak var view: (any CropViewProtocol)?
    private let interactor: any CropInteractorProtocol
    private weak var output: (any CropModuleOutput)?
    private let name: String

    init(name: String, interactor: any CropInteractorProtocol, output: any CropModuleOutput) {
        self.name = name
        self.interactor = interactor
        self.output = output
    }

    func viewDidLoad() {
        view?.title = "Crop \(name)"
        interactor.loadImage()
    }

    func zoomTapped(by step: Double) {
        interactor.zoom(by: step)
    }

    func moveTapped(dx: Int, dy: Int) {
        interactor.move(dx: dx, dy: dy)
    }

    func confirmTapped() {
        interactor.cropPhoto()
    }

    // MARK: The interactor's output

    func imageLoaded(_ image: PhotoToCrop) {
        view?.setImage(image)
    }

    func frameChanged(_ frame: CropFrame) {
        view?.setFrame(
            outline: frame.outline, zoomText: "Zoom \(frame.zoom.formatted(.number.precision(.fractionLength(2))))×",
            unavailable: frame.unavailableReasons
        )
    }

    func photoCropped(_ photo: Data) {
        output?.photoCropped(photo)
    }

    func imageTooSmall() {
        view?.present(.error("The image is too small for a card."))
    }

    func photoCouldNotBeCropped(_ error: any Error) {
        view?.present(.error("The photo could not be cropped: \(error)"))
    }
}
