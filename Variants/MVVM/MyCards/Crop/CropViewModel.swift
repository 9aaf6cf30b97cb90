import Domain
import Foundation
import Imaging
import MVVMSupport
import Observation

/// Frames the card in a chosen image: the outline moves and zooms from 1× to 4×; confirming
/// keeps the region inside it as the face's photo.
@MainActor
@Observable
final class CropViewModel {
    enum Route {
        case photoCropped(Data)
    }

    static let zoomRange = 1.0...4.0
    static let zoomStep = 0.25
    /// How far one move goes, as a share of the image's width or height.
    static let moveStep = 0.02

    let image: RGBImage
    let title: String
    private(set) var zoom = 1.0
    /// The outline's centre, in the image's pixels.
    private(set) var centre: (x: Int, y: Int)
    private(set) var alert: AlertContent?
    @ObservationIgnored var onRoute: (Route) -> Void = { _ in }
    @ObservationIgnored private let fullOutline: PixelRect?

    init(image: RGBImage, name: String) {
        self.image = image
        title = "Crop \(name)"
        fullOutline = CardPhoto.outline(in: image.size)
        centre = (image.width / 2, image.height / 2)
    }

    var zoomText: String { "Zoom \(zoom.formatted(.number.precision(.fractionLength(2))))×" }

    /// The region the photo will keep, inside the image.
    var outline: PixelRect? {
        guard let fullOutline else { return nil }
        let width = Int(Double(fullOutline.width) / zoom)
        let height = Int(Double(fullOutline.height) / zoom)
        let x = min(max(centre.x - width / 2, 0), image.width - width)
        let y = min(max(centre.y - height / 2, 0), image.height - height)
        return PixelRect(x: x, y: y, width: width, height: height)
    }

    func zoom(by step: Double) {
        zoom = min(max(zoom + step, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
    }

    /// Moves the outline one step; it never leaves the image.
    func move(dx: Int, dy: Int) {
        guard let outline else { return }
        let stepX = max(Int(Double(image.width) * Self.moveStep), 1)
        let stepY = max(Int(Double(image.height) * Self.moveStep), 1)
        centre.x = min(max(centre.x + dx * stepX, outline.width / 2), image.width - outline.width / 2)
        centre.y = min(max(centre.y + dy * stepY, outline.height / 2), image.height - outline.height / 2)
    }

    func confirm() {
        guard let outline else {
            alert = .error("The image is too small for a card.")
            return
        }
        do {
            onRoute(.photoCropped(try CardPhoto.make(from: image, outline: outline)))
        } catch {
            alert = .error("The photo could not be cropped: \(error)")
        }
    }

    func alertShown() {
        alert = nil
    }
}
