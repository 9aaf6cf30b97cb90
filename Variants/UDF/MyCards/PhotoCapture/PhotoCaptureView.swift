import Domain
import Imaging
import Presentation
import TerminalUI

/// The camera's live preview with the card outline over it, and which camera and flash are set:
/// renders the store's state and sends what the person does.
@MainActor
final class PhotoCaptureView: Screen {
    let store: Store<PhotoCaptureFeature.State, PhotoCaptureFeature.Action>
    let preview = ImageView(placeholder: "Starting the camera…")
    let cameraLabel = Label("", role: .hint)
    private var alert = PresentedOnce<AlertState<PhotoCaptureFeature.Action.Alert>>()

    init(store: Store<PhotoCaptureFeature.State, PhotoCaptureFeature.Action>) {
        self.store = store
        super.init(title: "Take Photo")
        content = Stack([cameraLabel, preview])
    }

    override func willAppear() {
        store.send(.appeared)
    }

    override func willDisappear() {
        store.send(.disappeared)
    }

    override func updateViews() {
        let state = store.state
        showsLoading = state.isBusy
        status = state.status
        cameraLabel.text = state.cameraLine
        keyBindings = [
            KeyBinding(.enter, "Take photo") { [weak self] in self?.store.send(.takePhotoTapped) },
            KeyBinding(.character("c"), "Switch camera") { [weak self] in self?.store.send(.switchCameraTapped) },
            KeyBinding(.character("f"), state.flashKeyTitle) { [weak self] in self?.store.send(.flashTapped) },
        ]
        if let frame = state.frame {
            preview.source = .pixels(frame)
            preview.outline = state.outline
        }
        if let alert = alert.toPresent(state.alert) {
            present(alert.content { [weak self] in self?.store.send(.alert($0)) })
        }
    }
}
