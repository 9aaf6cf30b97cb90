import Domain
import Imaging
import Presentation
import TerminalUI

/// The image with the card outline over it, and the zoom: renders the store's state and sends
/// what the person does.
@MainActor
final class CropView: Screen {
    let store: Store<CropFeature.State, CropFeature.Action>
    let imageView = ImageView()
    let zoomLabel = Label("", role: .hint)
    private var alert = PresentedOnce<AlertState<CropFeature.Action.Alert>>()

    init(store: Store<CropFeature.State, CropFeature.Action>) {
        self.store = store
        super.init(title: store.state.title)
        content = Stack([zoomLabel, imageView])
        imageView.source = .preview(store.state.image.preview, of: store.state.image.size)
    }

    override func updateViews() {
        let state = store.state
        let unavailable = state.frame.unavailableReasons
        imageView.outline = state.frame.outline
        zoomLabel.text = state.zoomText
        keyBindings = [
            KeyBinding(.enter, "Use") { [weak self] in self?.store.send(.confirmTapped) },
            KeyBinding(
                .character("+"), "Zoom in", isEnabled: unavailable.zoomIn == nil, disabledReason: unavailable.zoomIn
            ) { [weak self] in
                self?.store.send(.zoomTapped(by: CropFrame.zoomStep))
            },
            KeyBinding(
                .character("-"), "Zoom out", isEnabled: unavailable.zoomOut == nil, disabledReason: unavailable.zoomOut
            ) { [weak self] in
                self?.store.send(.zoomTapped(by: -CropFrame.zoomStep))
            },
            moveBinding(.left, "Left", also: "h", dx: -1, dy: 0, unavailableReason: unavailable.left),
            moveBinding(.right, "Right", also: "l", dx: 1, dy: 0, unavailableReason: unavailable.right),
            moveBinding(.up, "Up", also: "k", dx: 0, dy: -1, unavailableReason: unavailable.up),
            moveBinding(.down, "Down", also: "j", dx: 0, dy: 1, unavailableReason: unavailable.down),
        ]
        if let alert = alert.toPresent(state.alert) {
            present(alert.content { [weak self] in self?.store.send(.alert($0)) })
        }
    }

    /// A move of the outline, dimmed where it would leave the image.
    private func moveBinding(
        _ key: Key, _ title: String, also letter: Character, dx: Int, dy: Int, unavailableReason: String?
    ) -> KeyBinding {
        KeyBinding(
            key, title, also: [.character(letter)], isEnabled: unavailableReason == nil,
            disabledReason: unavailableReason, prominence: .secondary
        ) { [weak self] in
            self?.store.send(.moveTapped(dx: dx, dy: dy))
        }
    }
}
