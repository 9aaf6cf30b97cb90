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
        keyBindings = [
            KeyBinding(.enter, "Use") { [weak self] in self?.interactor?.confirm(request: .init()) },
            KeyBinding(.character("+"), "Zoom in", isEnabled: viewModel.zoomInUnavailableReason == nil, disabledReason: viewModel.zoomInUnavailableReason) { [weak self] in
                self?.moveFrame(zoomStep: CropFrame.zoomStep)
            },
            KeyBinding(.character("-"), "Zoom out", isEnabled: viewModel.zoomOutUnavailableReason == nil, disabledReason: viewModel.zoomOutUnavailableReason) { [weak self] in
                self?.moveFrame(zoomStep: -CropFrame.zoomStep)
            },
            KeyBinding(.left, "Left", also: [.character("h")], isEnabled: viewModel.leftUnavailableReason == nil, disabledReason: viewModel.leftUnavailableReason, prominence: .secondary) { [weak self] in
                self?.moveFrame(dx: -1)
            },
            KeyBinding(.right, "Right", also: [.character("l")], isEnabled: viewModel.rightUnavailableReason == nil, disabledReason: viewModel.rightUnavailableReason, prominence: .secondary) { [weak self] in
                self?.moveFrame(dx: 1)
            },
            KeyBinding(.up, "Up", also: [.character("k")], isEnabled: viewModel.upUnavailableReason == nil, disabledReason: viewModel.upUnavailableReason, prominence: .secondary) { [weak self] in
                self?.moveFrame(dy: -1)
            },
            KeyBinding(.down, "Down", also: [.character("j")], isEnabled: viewModel.downUnavailableReason == nil, disabledReason: viewModel.downUnavailableReason, prominence: .secondary) { [weak self] in
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
