import Presentation
import TerminalUI

/// The camera's live preview with the card outline over it, and which camera and flash are set,
/// bound to the view model. While the preview runs, the view asks for a frame each tick of the
/// app's clock.
@MainActor
final class PhotoCaptureView: Screen {
    let viewModel: PhotoCaptureViewModel
    let preview = ImageView(placeholder: "Starting the camera…")
    let cameraLabel = Label("", role: .hint)
    private var ticking: (any Cancellable)?

    init(viewModel: PhotoCaptureViewModel) {
        self.viewModel = viewModel
        super.init(title: "Take Photo")
        content = Stack([cameraLabel, preview])
    }

    override func willAppear() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.start() }
    }

    override func willDisappear() {
        ticking?.cancel()
        ticking = nil
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.stop() }
    }

    override func updateViews() {
        showsLoading = viewModel.request.isInFlight
        cameraLabel.text = viewModel.cameraLine
        preview.source = viewModel.frame.map(ImageView.Source.pixels)
        preview.outline = viewModel.outline
        status = viewModel.status
        updateTicking()
        keyBindings = [
            KeyBinding(.enter, "Take photo") { [weak self] in self?.takePhoto() },
            KeyBinding(.character("c"), "Switch camera") { [weak self] in self?.switchCamera() },
            KeyBinding(.character("f"), viewModel.flashKeyTitle) { [weak self] in self?.viewModel.toggleFlash() },
        ]
        if let alert = viewModel.alert {
            viewModel.alertShown()
            present(alert)
        }
    }

    private func updateTicking() {
        if viewModel.isPreviewing, ticking == nil {
            ticking = app?.every(.milliseconds(1000 / PhotoCaptureViewModel.framesPerSecond)) { [weak self] in
                self?.app?.perform(showingLoading: false) { [weak self] in await self?.viewModel.nextFrame() }
            }
        } else if !viewModel.isPreviewing {
            ticking?.cancel()
            ticking = nil
        }
    }

    private func takePhoto() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.takePhoto() }
    }

    private func switchCamera() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.switchCamera() }
    }
}
