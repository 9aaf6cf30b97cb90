import Camera
import Domain
import Imaging
import Presentation

@MainActor
protocol PhotoCapturePresentationLogic: AnyObject {
    func presentLoading(response: PhotoCapture.Loading.Response)
    func presentSettings(response: PhotoCapture.Settings.Response)
    func presentFrame(response: PhotoCapture.Frame.Response)
    func presentFailure(response: PhotoCapture.Failure.Response)
    func presentTaken(response: PhotoCapture.Taken.Response)
}

/// Formats PhotoCapture's responses: the camera and flash as a line, the card outline over each
/// frame, the error texts.
@MainActor
final class PhotoCapturePresenter: PhotoCapturePresentationLogic {
    weak var viewController: (any PhotoCaptureDisplayLogic)?

    func presentLoading(response: PhotoCapture.Loading.Response) {
        viewController?.displayLoading(viewModel: .init(isLoading: response.isLoading))
    }

    func presentSettings(response: PhotoCapture.Settings.Response) {
        viewController?.displaySettings(
            viewModel: .init(
                cameraLine: "Camera: \(response.cameraName ?? "none")   Flash: \(response.flash.title)",
                flashKeyTitle: "Flash: \(response.flash.title)"
            ))
    }

    func presentFrame(response: PhotoCapture.Frame.Response) {
        viewController?.displayFrame(
            viewModel: .init(frame: response.frame, outline: Imaging.CardPhoto.outline(in: response.frame.size)))
    }

    func presentFailure(response: PhotoCapture.Failure.Response) {
        switch response {
        case .camera(let error):
            viewController?.displayFailure(viewModel: .init(alert: .error("\(error)"), status: nil))
        case .noOtherCamera:
            viewController?.displayFailure(viewModel: .init(alert: nil, status: "There is no other camera."))
        case .unusablePhoto(let error):
            viewController?.displayFailure(
                viewModel: .init(alert: .error("The photo could not be used: \(error)"), status: nil))
        }
    }

    func presentTaken(response: PhotoCapture.Taken.Response) {
        viewController?.displayTaken(viewModel: .init())
    }
}
