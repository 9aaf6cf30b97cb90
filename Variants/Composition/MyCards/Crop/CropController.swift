import CompositionChildren
import Domain
import Foundation
import Imaging
import Presentation
import TerminalUI

/// Frames the card in a chosen image — the zoom caption and the image with its outline as
/// children: the outline moves with the arrows and zooms from 1× to 4×; confirming keeps the
/// region inside it as the face's photo.
@MainActor
final class CropController: Screen {
    let zoomCaption = CaptionController()
    let outlinedImage = OutlinedImageController()
    private let image: PhotoToCrop
    private let onPhotoCropped: (Data) -> Void
    private(set) var frame: CropFrame

    init(image: PhotoToCrop, name: String, onPhotoCropped: @escaping (Data) -> Void) {
        self.image = image
        self.onPhotoCropped = onPhotoCropped
        frame = CropFrame(imageSize: image.size)
        super.init(title: "Crop \(name)")
        content = Stack([slot(showing: zoomCaption), slot(showing: outlinedImage)])
        outlinedImage.source = .preview(image.preview, of: image.size)
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
            onPhotoCropped(try image.cardPhoto(outline: outline))
        } catch {
            present(.error("The photo could not be cropped: \(error)"))
        }
    }

    private func update() {
        outlinedImage.outline = outline
        zoomCaption.text = "Zoom \(zoom.formatted(.number.precision(.fractionLength(2))))×"
        let unavailable = frame.unavailableReasons
        keyBindings = [
            KeyBinding(.enter, "Use") { [weak self] in self?.confirmTapped() },
            KeyBinding(
                .character("+"), "Zoom in", isEnabled: unavailable.zoomIn == nil, disabledReason: unavailable.zoomIn
            ) { [weak self] in
                self?.zoom(by: CropFrame.zoomStep)
            },
            KeyBinding(
                .character("-"), "Zoom out", isEnabled: unavailable.zoomOut == nil, disabledReason: unavailable.zoomOut
            ) { [weak self] in
                self?.zoom(by: -CropFrame.zoomStep)
            },
            moveBinding(.left, "Left", also: "h", dx: -1, dy: 0, unavailableReason: unavailable.left),
            moveBinding(.right, "Right", also: "l", dx: 1, dy: 0, unavailableReason: unavailable.right),
            moveBinding(.up, "Up", also: "k", dx: 0, dy: -1, unavailableReason: unavailable.up),
            moveBinding(.down, "Down", also: "j", dx: 0, dy: 1, unavailableReason: unavailable.down),
        ]
    }

    /// A move of the outline, dimmed where it would leave the image.
    private func moveBinding(
        _ key: Key, _ title: String, also letter: Character, dx: Int, dy: Int, unavailableReason: String?
    ) -> KeyBinding {
        KeyBinding(
            key, title, also: [.character(letter)], isEnabled: unavailableReason == nil,
            disabledReason: unavailableReason, prominence: .secondary
        ) { [weak self] in
            self?.move(dx: dx, dy: dy)
        }
    }
}
