import Domain
import Imaging
import Presentation
import TerminalUI

/// The camera's live preview with the card outline over it, and which camera and flash are set:
/// a passive view, shown what the presenter pulls from the camera.
@MainActor
final class PhotoCaptureView: Screen, PhotoCaptureViewProtocol {
    let presenter: PhotoCapturePresenter
    let preview = ImageView(placeholder: "Starting the camera…")
    let cameraLabel = Label("", role: .hint)

    init(presenter: PhotoCapturePresenter) {
        self.presenter = presenter
        super.init(title: "Take Photo")
        content = Stack([cameraLabel, preview])
        presenter.view = self
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    override func willAppear() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.viewWillAppear() }
    }

    override func willDisappear() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.viewWillDisappear() }
    }

    func setCameraLine(_ line: String) {
        cameraLabel.text = line
    }

    func setFlashKeyTitle(_ title: String) {
        keyBindings = [
            KeyBinding(.enter, "Take photo") { [weak self] in self?.takePhoto() },
            KeyBinding(.character("c"), "Switch camera") { [weak self] in self?.switchCamera() },
            KeyBinding(.character("f"), title) { [weak self] in self?.presenter.flashTapped() },
        ]
    }

    func setFrame(_ frame: RGBImage, outline: PixelRect?) {
        preview.source = .pixels(frame)
        preview.outline = outline
    }

    private func takePhoto() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.takePhotoTapped() }
    }

    private func switchCamera() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.switchCameraTapped() }
    }
}
