import Domain
import Imaging
import TerminalUI

@MainActor
protocol CropDisplayLogic: AnyObject {
    func displayShow(viewModel: Crop.Show.ViewModel)
    func displayFrame(viewModel: Crop.Frame.ViewModel)
    func displayConfirm(viewModel: Crop.Confirm.ViewModel)
}

/// The image with the card outline over it, and the zoom.
@MainActor
final class CropViewController: Screen, CropDisplayLogic {
    var interactor: (any CropBusinessLogic)?
    var router: (any CropRoutingLogic & CropDataPassing)?
    let imageView = ImageView()
    let zoomLabel = Label("", role: .hint)

    init() {
        super.init(title: "")
        content = Stack([zoomLabel, imageView])
    }

    override func didLoad() {
        interactor?.show(request: .init())
    }

    func displayShow(viewModel: Crop.Show.ViewModel) {
        title = viewModel.title
        imageView.source = .preview(viewModel.image.preview, of: viewModel.image.size)
    }

    func displayFrame(viewModel: Crop.Frame.ViewModel) {
        imageView.outline = viewModel.outline
        zoomLabel.text = viewModel.zoomText
        let unavailable = viewModel.unavailable
        keyBindings = [
            KeyBinding(.enter, "Use") { [weak self] in self?.interactor?.confirm(request: .init()) },
            KeyBinding(
                .character("+"), "Zoom in", isEnabled: unavailable.zoomIn == nil, disabledReason: unavailable.zoomIn
            ) { [weak self] in
                self?.moveFrame(zoomStep: CropFrame.zoomStep)
            },
            KeyBinding(
                .character("-"), "Zoom out", isEnabled: unavailable.zoomOut == nil, disabledReason: unavailable.zoomOut
            ) { [weak self] in
                self?.moveFrame(zoomStep: -CropFrame.zoomStep)
            },
            KeyBinding(
                .left, "Left", also: [.character("h")], isEnabled: unavailable.left == nil,
                disabledReason: unavailable.left, prominence: .secondary
            ) { [weak self] in
                self?.moveFrame(dx: -1)
            },
            KeyBinding(
                .right, "Right", also: [.character("l")], isEnabled: unavailable.right == nil,
                disabledReason: unavailable.right, prominence: .secondary
            ) { [weak self] in
                self?.moveFrame(dx: 1)
            },
            KeyBinding(
                .up, "Up", also: [.character("k")], isEnabled: unavailable.up == nil, disabledReason: unavailable.up,
                prominence: .secondary
            ) { [weak self] in
                self?.moveFrame(dy: -1)
            },
            KeyBinding(
                .down, "Down", also: [.character("j")], isEnabled: unavailable.down == nil,
                disabledReason: unavailable.down, prominence: .secondary
            ) { [weak self] in
                self?.moveFrame(dy: 1)
            },
        ]
    }

    func displayConfirm(viewModel: Crop.Confirm.ViewModel) {
        if let alert = viewModel.alert { present(alert) }
        if viewModel.isCropped { router?.routeToCardDetails() }
    }

    private func moveFrame(zoomStep: Double = 0, dx: Int = 0, dy: Int = 0) {
        interactor?.moveFrame(request: .init(zoomStep: zoomStep, dx: dx, dy: dy))
    }
}
