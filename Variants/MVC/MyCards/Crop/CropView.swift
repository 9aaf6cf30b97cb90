import TerminalUI

/// The image with the card outline over it, and the zoom.
@MainActor
final class CropView: ComposedView {
    let imageView = ImageView()
    let zoomLabel = Label("", role: .hint)

    init() {
        super.init()
        body = Stack([zoomLabel, imageView])
    }
}
