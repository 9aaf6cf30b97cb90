import Domain
import Foundation
import Imaging
import TerminalUI

/// Frames the card in a chosen image: the outline moves with the arrows and zooms from 1× to
/// 4×; confirming keeps the region inside it as the face's photo.
@MainActor
final class CropController: Screen {
    let view = CropView()
    private let image: RGBImage
    private let onPhotoCropped: (Data) -> Void
    private(set) var frame: CropFrame

    init(image: RGBImage, name: String, onPhotoCropped: @escaping (Data) -> Void) {
        self.image = image
        self.onPhotoCropped = onPhotoCropped
        frame = CropFrame(imageSize: image.size)
        super.init(title: "Crop \(name)")
        content = view
        view.imageView.source = .pixels(image)
        update()
    }

    var zoom: Double { frame.zoom }
    /// The region the photo will keep, inside the image.
    var outline: PixelRect? { frame.outline }

    func zoom(by step: Double) {
        frame.zoom(by: step)
        update()
    }

    /// Moves the outline one step; it never leaves the image.
    func move(dx: Int, dy: Int) {
        frame.move(dx: dx, dy: dy)
        update()
    }

    func confirmTapped() {
        guard let outline else {
            present(.error("The image is too small for a card."))
            return
        }
        do {
            onPhotoCropped(try CardPhoto.make(from: image, outline: outline))
        } catch {
            present(.error("The photo could not be cropped: \(error)"))
        }
    }

    private func update() {
        view.imageView.outline = outline
        view.zoomLabel.text = "Zoom \(zoom.formatted(.number.precision(.fractionLength(2))))×"
        let edge = "The outline is at the edge of the image."
        keyBindings = [
            KeyBinding(.enter, "Use") { [weak self] in self?.confirmTapped() },
            KeyBinding(.character("+"), "Zoom in", isEnabled: frame.canZoom(by: CropFrame.zoomStep), disabledReason: "Already at 4.00×, the closest.") { [weak self] in
                self?.zoom(by: CropFrame.zoomStep)
            },
            KeyBinding(.character("-"), "Zoom out", isEnabled: frame.canZoom(by: -CropFrame.zoomStep), disabledReason: "Already at 1.00×, the widest.") { [weak self] in
                self?.zoom(by: -CropFrame.zoomStep)
            },
            KeyBinding(.left, "Left", also: [.character("h")], isEnabled: frame.canMove(dx: -1, dy: 0), disabledReason: edge, prominence: .secondary) { [weak self] in
                self?.move(dx: -1, dy: 0)
            },
            KeyBinding(.right, "Right", also: [.character("l")], isEnabled: frame.canMove(dx: 1, dy: 0), disabledReason: edge, prominence: .secondary) { [weak self] in
                self?.move(dx: 1, dy: 0)
            },
            KeyBinding(.up, "Up", also: [.character("k")], isEnabled: frame.canMove(dx: 0, dy: -1), disabledReason: edge, prominence: .secondary) { [weak self] in
                self?.move(dx: 0, dy: -1)
            },
            KeyBinding(.down, "Down", also: [.character("j")], isEnabled: frame.canMove(dx: 0, dy: 1), disabledReason: edge, prominence: .secondary) { [weak self] in
                self?.move(dx: 0, dy: 1)
            },
        ]
    }
}
