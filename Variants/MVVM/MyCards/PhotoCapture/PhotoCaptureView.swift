import Presentation
import TerminalUI

/// The camera's live preview with the card outline over it, and which camera and flash are set,
/// bound to the view model. The clock's ticks are the view model's.
@MainActor
final class PhotoCaptureView: Screen {
    let viewModel: PhotoCaptureViewModel
    let preview = ImageView(placeholder: "Starting the camera…")
    let cameraLabel = Label("", role: .hint)

    init(viewModel: PhotoCaptureViewModel) {
        self.viewModel = viewModel
        super.init(title: "Take Photo")
        viewModel.onAlert = { [weak self] alert in self?.present(alert) }
        content = Stack([cameraLabel, preview])
    }

    override func willAppear() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.viewWillAppear() }
    }

    override func willDisappear() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.viewWillDisappear() }
    }

    override func updateViews() {
        showsLoading = viewModel.request.isInFlight
        cameraLabel.text = viewModel.cameraLine
        preview.source = viewModel.frame.map(ImageView.Source.pixels)
        preview.outline = viewModel.outline
        status = viewModel.status
        keyBindings = [
            KeyBinding(.enter, "Take photo") { [weak self] in self?.takePhoto() },
            KeyBinding(.character("c"), "Switch camera") { [weak self] in self?.switchCamera() },
            KeyBinding(.character("f"), viewModel.flashKeyTitle) { [weak self] in self?.viewModel.flashTapped() },
        ]
    }

    private func takePhoto() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.takePhotoTapped() }
    }

    private func switchCamera() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.switchCameraTapped() }
    }
}
