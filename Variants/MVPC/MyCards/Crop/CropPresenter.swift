import Domain
import Foundation
import Imaging
import Presentation

/// Frames the card in a chosen image: the outline moves and zooms from 1× to 4×; confirming
/// keeps the region inside it as the face's photo.
@MainActor
final class CropPresenter {
    weak var view: (any CropViewProtocol)?
    private var frame: CropFrame
    private let image: PhotoToCrop
    private let name: String
    /// The coordinator: held, as every screen of its flow holds it.
    private weak var output: (any CropOutput)?

    init(image: PhotoToCrop, name: String, output: any CropOutput) {
        self.image = image
        self.name = name
        self.output = output
        frame = CropFrame(imageSize: image.size)
    }

    func viewDidLoad() {
        view?.title = "Crop \(name)"
        view?.setImage(image)
        showFrame()
    }

    func zoomTapped(by step: Double) {
        frame.zoom(by: step)
        showFrame()
    }

    /// Moves the outline one step; it never leaves the image.
    func moveTapped(dx: Int, dy: Int) {
        frame.move(dx: dx, dy: dy)
        showFrame()
    }

    func confirmTapped() {
        guard let outline = frame.outline else {
            view?.present(.error("The image is too small for a card."))
            return
        }
        do {
            output?.photoCropped(try image.cardPhoto(outline: outline))
        } catch {
            view?.present(.error("The photo could not be cropped: \(error)"))
        }
    }

    private func showFrame() {
        view?.setFrame(
            outline: frame.outline, zoomText: "Zoom \(frame.zoom.formatted(.number.precision(.fractionLength(2))))×",
            unavailable: frame.unavailableReasons
        )
    }
}
