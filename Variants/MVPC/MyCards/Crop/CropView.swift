import Domain
import Imaging
import Presentation
import TerminalUI

/// The image with the card outline over it, and the zoom: a passive view.
@MainActor
final class CropView: Screen, CropViewProtocol {
    let presenter: CropPresenter
    let imageView = ImageView()
    let zoomLabel = Label("", role: .hint)

    init(presenter: CropPresenter) {
        self.presenter = presenter
        super.init(title: "")
        content = Stack([zoomLabel, imageView])
        presenter.view = self
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    func setImage(_ image: PhotoToCrop) {
        imageView.source = .preview(image.preview, of: image.size)
    }

    func setFrame(outline: PixelRect?, zoomText: String, unavailable: CropFrame.UnavailableReasons) {
        imageView.outline = outline
        zoomLabel.text = zoomText
        keyBindings = [
            KeyBinding(.enter, "Use") { [weak self] in self?.presenter.confirmTapped() },
            KeyBinding(
                .character("+"), "Zoom in", isEnabled: unavailable.zoomIn == nil, disabledReason: unavailable.zoomIn
            ) { [weak self] in
                self?.presenter.zoomTapped(by: CropFrame.zoomStep)
            },
            KeyBinding(
                .character("-"), "Zoom out", isEnabled: unavailable.zoomOut == nil, disabledReason: unavailable.zoomOut
            ) { [weak self] in
                self?.presenter.zoomTapped(by: -CropFrame.zoomStep)
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
            self?.presenter.moveTapped(dx: dx, dy: dy)
        }
    }
}
