import Domain
import TerminalUI

/// One image with the card outline over it, as large as its region allows; a placeholder while
/// there is none. Take Photo shows the live preview in it, Crop the image being framed.
@MainActor
final class OutlinedImageController: Screen {
    private let imageView: ImageView

    init(placeholder: String = "") {
        imageView = ImageView(placeholder: placeholder)
        super.init(title: "Outlined image")
        content = imageView
    }

    var source: ImageView.Source? {
        get { imageView.source }
        set { imageView.source = newValue }
    }

    /// The card outline, in the pixels of the image (of the full image, for a `.preview`).
    var outline: PixelRect? {
        get { imageView.outline }
        set { imageView.outline = newValue }
    }
}
