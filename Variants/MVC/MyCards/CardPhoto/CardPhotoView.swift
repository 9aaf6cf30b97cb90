import TerminalUI

/// One photo, as large as the screen allows.
@MainActor
final class CardPhotoView: ComposedView {
    let imageView = ImageView()

    init() {
        super.init()
        body = imageView
    }
}
