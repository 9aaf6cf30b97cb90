import Imaging
import Presentation
import TerminalUI

@MainActor
protocol PhotoCaptureDisplayLogic: AnyObject {
    func displayLoading(viewModel: PhotoCapture.Loading.ViewModel)
    func displaySettings(viewModel: PhotoCapture.Settings.ViewModel)
    func displayFrame(viewModel: PhotoCapture.Frame.ViewModel)
    func displayFailure(viewModel: PhotoCapture.Failure.ViewModel)
    func displayTaken(viewModel: PhotoCapture.Taken.ViewModel)
}

/// The camera's live preview with the card outline over it, and which camera and flash are set.
@MainActor
final class PhotoCaptureViewController: Screen, PhotoCaptureDisplayLogic {
    var interactor: (any PhotoCaptureBusinessLogic)?
    var router: (any PhotoCaptureRoutingLogic & PhotoCaptureDataPassing)?
    let preview = ImageView(placeholder: "Starting the camera…")
    let cameraLabel = Label("", role: .hint)

    init() {
        super.init(title: "Take Photo")
        content = Stack([cameraLabel, preview])
    }

    override func willAppear() {
        app?.perform(showingLoading: false) { [interactor] in await interactor?.start(request: .init()) }
    }

    override func willDisappear() {
        app?.perform(showingLoading: false) { [interactor] in await interactor?.stop() }
    }

    func displayLoading(viewModel: PhotoCapture.Loading.ViewModel) {
        showsLoading = viewModel.isLoading
    }

    func displaySettings(viewModel: PhotoCapture.Settings.ViewModel) {
        cameraLabel.text = viewModel.cameraLine
        keyBindings = [
            KeyBinding(.enter, "Take photo") { [weak self] in self?.run { await $0.takePhoto(request: .init()) } },
            KeyBinding(.character("c"), "Switch camera") { [weak self] in
                self?.run { await $0.switchCamera(request: .init()) }
            },
            KeyBinding(.character("f"), viewModel.flashKeyTitle) { [weak self] in
                self?.interactor?.toggleFlash(request: .init())
            },
        ]
    }

    func displayFrame(viewModel: PhotoCapture.Frame.ViewModel) {
        preview.source = .pixels(viewModel.frame)
        preview.outline = viewModel.outline
    }

    func displayFailure(viewModel: PhotoCapture.Failure.ViewModel) {
        if let alert = viewModel.alert { present(alert) }
        if let message = viewModel.status { status = message }
    }

    func displayTaken(viewModel: PhotoCapture.Taken.ViewModel) {
        router?.routeToCardDetails()
    }

    private func run(_ request: @escaping @MainActor (any PhotoCaptureBusinessLogic) async -> Void) {
        app?.perform(showingLoading: false) { [interactor] in
            guard let interactor else { return }
            await request(interactor)
        }
    }
}
