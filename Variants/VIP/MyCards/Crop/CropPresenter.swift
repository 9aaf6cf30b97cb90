import Domain
import Foundation
import Imaging
import Presentation

@MainActor
protocol CropPresentationLogic: AnyObject {
    func presentShow(response: Crop.Show.Response)
    func presentFrame(response: Crop.Frame.Response)
    func presentConfirm(response: Crop.Confirm.Response)
}

/// Formats Crop's responses: the image's name as the title, the zoom as text, the error texts.
@MainActor
final class CropPresenter: CropPresentationLogic {
    weak var viewController: (any CropDisplayLogic)?

    func presentShow(response: Crop.Show.Response) {
        viewController?.displayShow(viewModel: .init(title: "Crop \(response.name)", image: response.image))
        presentFrame(response: .init(frame: response.frame))
    }

    func presentFrame(response: Crop.Frame.Response) {
        let frame = response.frame
        viewController?.displayFrame(
            viewModel: .init(
                outline: frame.outline,
                zoomText: "Zoom \(frame.zoom.formatted(.number.precision(.fractionLength(2))))×",
                unavailable: frame.unavailableReasons
            ))
    }

    func presentConfirm(response: Crop.Confirm.Response) {
        switch response {
        case .cropped: viewController?.displayConfirm(viewModel: .init(alert: nil, isCropped: true))
        case .imageTooSmall:
            viewController?.displayConfirm(
                viewModel: .init(alert: .error("The image is too small for a card."), isCropped: false))
        case .failed(let error):
            viewController?.displayConfirm(
                viewModel: .init(alert: .error("The photo could not be cropped: \(error)"), isCropped: false))
        }
    }
}
