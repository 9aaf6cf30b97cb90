import Imaging
import TerminalUI

/// The image with the card outline over it, and the zoom, bound to the view model.
@MainActor
final class CropView: Screen {
    let viewModel: CropViewModel
    let imageView = ImageView()
    let zoomLabel = Label("", role: .hint)

    init(viewModel: CropViewModel) {
        self.viewModel = viewModel
        super.init(title: viewModel.title)
        viewModel.onAlert = { [weak self] alert in self?.present(alert) }
        content = Stack([zoomLabel, imageView])
        imageView.source = .preview(viewModel.image.preview, of: viewModel.image.size)
    }

    override func updateViews() {
        imageView.outline = viewModel.outline
        zoomLabel.text = viewModel.zoomText
        let unavailable = viewModel.unavailable
        keyBindings = [
            KeyBinding(.enter, "Use") { [weak self] in self?.viewModel.confirm() },
            KeyBinding(
                .character("+"), "Zoom in", isEnabled: unavailable.zoomIn == nil, disabledReason: unavailable.zoomIn
            ) { [weak self] in
                self?.viewModel.zoom(by: CropFrame.zoomStep)
            },
            KeyBinding(
                .character("-"), "Zoom out", isEnabled: unavailable.zoomOut == nil, disabledReason: unavailable.zoomOut
            ) { [weak self] in
                self?.viewModel.zoom(by: -CropFrame.zoomStep)
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
            self?.viewModel.move(dx: dx, dy: dy)
        }
    }
}
