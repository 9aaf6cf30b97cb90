import Camera
import Imaging
import TerminalUI

/// The camera's test pattern as photo cells, and two card faces: one with a photo, one without.
@MainActor
final class PhotoDemo: Screen {
    init() {
        let scene = TestPatternDevice(resolution: ImageSize(width: 640, height: 360)).capture(
            frameNumber: 0, flash: .off)
        let photo = ImageView(source: .pixels(scene))
        let cardPhoto = CardPhoto.outline(in: scene.size).flatMap { try? CardPhoto.make(from: scene, outline: $0) }
        let front = CardFace(title: "Front", photo: cardPhoto, placeholder: "No front photo")
        let back = CardFace(title: "Back", placeholder: "No back photo")
        super.init(title: "Photos")
        content = Stack(
            spacing: 1,
            [
                Label("Half-block cells, two pixels each; NO_COLOR=1 shows the monochrome mode.", role: .hint),
                photo,
                Row(spacing: 1, [front, back]),
            ])
    }
}
