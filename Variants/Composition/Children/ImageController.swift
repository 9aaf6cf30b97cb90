import Imaging
import TerminalUI

/// One image, as large as its region allows; a placeholder while there is none.
@MainActor
public final class ImageController: Screen {
    private let imageView: ImageView

    public init(placeholder: String = "") {
        imageView = ImageView(placeholder: placeholder)
        super.init(title: "Image")
        content = imageView
    }

    public var source: ImageView.Source? {
        get { imageView.source }
        set { imageView.source = newValue }
    }

    public var placeholder: String {
        get { imageView.placeholder }
        set { imageView.placeholder = newValue }
    }
}
