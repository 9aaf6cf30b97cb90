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
        content = Stack([zoomLabel, imageView])
        imageView.source = .pixels(viewModel.image)
        keyBindings = [
            KeyBinding(.enter, "Use") { [weak self] in self?.viewModel.confirm() },
            KeyBinding(.character("+"), "Zoom in") { [weak self] in self?.viewModel.zoom(by: CropFrame.zoomStep) },
            KeyBinding(.character("-"), "Zoom out") { [weak self] in self?.viewModel.zoom(by: -CropFrame.zoomStep) },
            KeyBinding(.left, "Left", also: [.character("h")], prominence: .secondary) { [weak self] in self?.viewModel.move(dx: -1, dy: 0) },
            KeyBinding(.right, "Right", also: [.character("l")], prominence: .secondary) { [weak self] in self?.viewModel.move(dx: 1, dy: 0) },
            KeyBinding(.up, "Up", also: [.character("k")], prominence: .secondary) { [weak self] in self?.viewModel.move(dx: 0, dy: -1) },
            KeyBinding(.down, "Down", also: [.character("j")], prominence: .secondary) { [weak self] in self?.viewModel.move(dx: 0, dy: 1) },
        ]
    }

    override func updateViews() {
        imageView.outline = viewModel.outline
        zoomLabel.text = viewModel.zoomText
        if let alert = viewModel.alert {
            viewModel.alertShown()
            present(alert)
        }
    }
}
