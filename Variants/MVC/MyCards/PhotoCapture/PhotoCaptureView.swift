import TerminalUI

/// The camera's live preview with the card outline over it, and which camera and flash are set.
@MainActor
final class PhotoCaptureView: ComposedView {
    let preview = ImageView(placeholder: "Starting the camera…")
    let cameraLabel = Label("", role: .hint)

    init() {
        super.init()
        body = Stack([cameraLabel, preview])
    }
}
