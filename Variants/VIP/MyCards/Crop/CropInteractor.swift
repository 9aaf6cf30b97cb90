import Domain
import Foundation
import Imaging

@MainActor
protocol CropBusinessLogic: AnyObject {
    func show(request: Crop.Show.Request)
    func moveFrame(request: Crop.Frame.Request)
    func confirm(request: Crop.Confirm.Request)
}

/// What the scene keeps: the image and name it was given, and the photo cut from it.
@MainActor
protocol CropDataStore: AnyObject {
    var image: PhotoToCrop? { get set }
    var name: String { get set }
    var photo: Data? { get }
}

/// Frames the card in the image: the outline moves and zooms from 1× to 4×, never leaving the
/// image; the region inside it becomes the face's photo.
@MainActor
final class CropInteractor: CropBusinessLogic, CropDataStore {
    var presenter: (any CropPresentationLogic)?
    var image: PhotoToCrop?
    var name = ""
    private(set) var photo: Data?
    /// The outline as moved; until it is, centred on the image.
    private var movedFrame: CropFrame?

    private var frame: CropFrame? {
        movedFrame ?? image.map { CropFrame(imageSize: $0.size) }
    }

    func show(request: Crop.Show.Request) {
        guard let image, let frame else { return }
        presenter?.presentShow(response: .init(name: name, image: image, frame: frame))
    }

    func moveFrame(request: Crop.Frame.Request) {
        guard var frame else { return }
        if request.zoomStep != 0 { frame.zoom(by: request.zoomStep) }
        if request.dx != 0 || request.dy != 0 { frame.move(dx: request.dx, dy: request.dy) }
        movedFrame = frame
        presenter?.presentFrame(response: .init(frame: frame))
    }

    func confirm(request: Crop.Confirm.Request) {
        guard let image, let outline = frame?.outline else {
            presenter?.presentConfirm(response: .imageTooSmall)
            return
        }
        do {
            photo = try image.cardPhoto(outline: outline)
            presenter?.presentConfirm(response: .cropped)
        } catch {
            presenter?.presentConfirm(response: .failed(error))
        }
    }
}
