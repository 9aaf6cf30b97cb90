import Domain
import Foundation
import Imaging
import Observation
import Presentation

/// Frames the card in a chosen image: the outline moves and zooms from 1× to 4×; confirming
/// keeps the region inside it as the face's photo.
@MainActor
@Observable
final class CropViewModel {
    let image: PhotoToCrop
    let title: String
    private(set) var frame: CropFrame
    /// An alert to show now: a one-shot event the view hears, not state a render consumes.
    @ObservationIgnored var onAlert: (AlertContent) -> Void = { _ in }
    /// The coordinator: held weakly, as every screen of its flow holds it.
    @ObservationIgnored private weak var output: (any CropOutput)?

    init(image: PhotoToCrop, name: String, output: any CropOutput) {
        self.image = image
        title = "Crop \(name)"
        frame = CropFrame(imageSize: image.size)
        self.output = output
    }

    var zoomText: String { "Zoom \(zoom.formatted(.number.precision(.fractionLength(2))))×" }

    var zoom: Double { frame.zoom }
    /// Why each key does nothing now, `nil` for one that acts: zoom has two ends, the outline
    /// stays inside the image.
    var unavailable: CropFrame.UnavailableReasons { frame.unavailableReasons }
    /// The region the photo will keep, inside the image.
    var outline: PixelRect? { frame.outline }

    func zoom(by step: Double) {
        frame.zoom(by: step)
    }

    /// Moves the outline one step; it never leaves the image.
    func move(dx: Int, dy: Int) {
        frame.move(dx: dx, dy: dy)
    }

    func confirm() {
        guard let outline else {
            onAlert(.error("The image is too small for a card."))
            return
        }
        do {
            output?.photoCropped(try image.cardPhoto(outline: outline))
        } catch {
            onAlert(.error("The photo could not be cropped: \(error)"))
        }
    }

}
