import Domain
import Foundation
import Imaging
import TerminalUI

/// Frames the card in a chosen image: the outline moves with the arrows and zooms from 1× to
/// 4×; confirming keeps the region inside it as the face's photo.
@MainActor
final class CropController: Screen {
    static let zoomRange = 1.0...4.0
    static let zoomStep = 0.25
    /// How far one arrow press moves the outline, as a share of the image's width or height.
    static let moveStep = 0.02

    let view = CropView()
    private let image: RGBImage
    private let fullOutline: PixelRect?
    private let onPhotoCropped: (Data) -> Void
    private(set) var zoom = 1.0
    /// The outline's centre, in the image's pixels.
    private(set) var centre: (x: Int, y: Int)

    init(image: RGBImage, name: String, onPhotoCropped: @escaping (Data) -> Void) {
        self.image = image
        self.onPhotoCropped = onPhotoCropped
        fullOutline = CardPhoto.outline(in: image.size)
        centre = (image.width / 2, image.height / 2)
        super.init(title: "Crop \(name)")
        content = view
        view.imageView.source = .pixels(image)
        keyBindings = [
            KeyBinding(.enter, "Use") { [weak self] in self?.confirmTapped() },
            KeyBinding(.character("+"), "Zoom in") { [weak self] in self?.zoom(by: Self.zoomStep) },
            KeyBinding(.character("-"), "Zoom out") { [weak self] in self?.zoom(by: -Self.zoomStep) },
            KeyBinding(.left, "Left", also: [.character("h")]) { [weak self] in self?.move(dx: -1, dy: 0) },
            KeyBinding(.right, "Right", also: [.character("l")]) { [weak self] in self?.move(dx: 1, dy: 0) },
            KeyBinding(.up, "Up", also: [.character("k")]) { [weak self] in self?.move(dx: 0, dy: -1) },
            KeyBinding(.down, "Down", also: [.character("j")]) { [weak self] in self?.move(dx: 0, dy: 1) },
        ]
        update()
    }

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
        update()
    }

    /// Moves the outline one step; it never leaves the image.
    func move(dx: Int, dy: Int) {
        guard let outline else { return }
        let stepX = max(Int(Double(image.width) * Self.moveStep), 1)
        let stepY = max(Int(Double(image.height) * Self.moveStep), 1)
        centre.x = min(max(centre.x + dx * stepX, outline.width / 2), image.width - outline.width / 2)
        centre.y = min(max(centre.y + dy * stepY, outline.height / 2), image.height - outline.height / 2)
        update()
    }

    func confirmTapped() {
        guard let outline else {
            app?.showAlert(title: "Error", message: "The image is too small for a card.")
            return
        }
        do {
            onPhotoCropped(try CardPhoto.make(from: image, outline: outline))
        } catch {
            app?.showAlert(title: "Error", message: "The photo could not be cropped: \(error)")
        }
    }

    private func update() {
        view.imageView.outline = outline
        view.zoomLabel.text = "Zoom \(zoom.formatted(.number.precision(.fractionLength(2))))×"
    }
}
