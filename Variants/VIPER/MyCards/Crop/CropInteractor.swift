import Domain
import Foundation
import Imaging

/// Frames the card in a chosen image: the outline moves and zooms from 1× to 4×, never leaving
/// the image; the region inside it becomes the face's photo.
@MainActor
final class CropInteractor: CropInteractorProtocol {
    weak var output: (any CropInteractorOutputProtocol)?
    private let image: PhotoToCrop
    private var frame: CropFrame

    init(image: PhotoToCrop) {
        self.image = image
        frame = CropFrame(imageSize: image.size)
    }

    func loadImage() {
        output?.imageLoaded(image)
        output?.frameChanged(frame)
    }

    func zoom(by step: Double) {
        frame.zoom(by: step)
        output?.frameChanged(frame)
    }

    func move(dx: Int, dy: Int) {
        frame.move(dx: dx, dy: dy)
        output?.frameChanged(frame)
    }

    func cropPhoto() {
        guard let outline = frame.outline else {
            output?.imageTooSmall()
            return
        }
        do {
            output?.photoCropped(try image.cardPhoto(outline: outline))
        } catch {
            output?.photoCouldNotBeCropped(error)
        }
    }
}
