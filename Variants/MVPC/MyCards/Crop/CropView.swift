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
        keyBindings = [
            KeyBinding(.enter, "Use") { [weak self] in self?.presenter.confirmTapped() },
            KeyBinding(.character("+"), "Zoom in") { [weak self] in self?.presenter.zoomTapped(by: CropFrame.zoomStep) },
            KeyBinding(.character("-"), "Zoom out") { [weak self] in self?.presenter.zoomTapped(by: -CropFrame.zoomStep) },
            KeyBinding(.left, "Left", also: [.character("h")], prominence: .secondary) { [weak self] in self?.presenter.moveTapped(dx: -1, dy: 0) },
            KeyBinding(.right, "Right", also: [.character("l")], prominence: .secondary) { [weak self] in self?.presenter.moveTapped(dx: 1, dy: 0) },
            KeyBinding(.up, "Up", also: [.character("k")], prominence: .secondary) { [weak self] in self?.presenter.moveTapped(dx: 0, dy: -1) },
            KeyBinding(.down, "Down", also: [.character("j")], prominence: .secondary) { [weak self] in self?.presenter.moveTapped(dx: 0, dy: 1) },
        ]
        presenter.view = self
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    func setImage(_ image: RGBImage) {
        imageView.source = .pixels(image)
    }

    func setOutline(_ outline: PixelRect?, zoomText: String) {
        imageView.outline = outline
        zoomLabel.text = zoomText
    }
}
