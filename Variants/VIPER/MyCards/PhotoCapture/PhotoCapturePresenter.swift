import Camera
import Domain
import Foundation
import Imaging
import Presentation

/// Decides what PhotoCapture shows: the camera and flash as a line, each frame with the card
/// outline over it, loading while the camera starts, switches or shoots, the error texts.
@MainActor
final class PhotoCapturePresenter: PhotoCapturePresenterProtocol, PhotoCaptureInteractorOutputProtocol {
    weak var view: (any PhotoCaptureViewProtocol)?
    private let interactor: any PhotoCaptureInteractorProtocol
    private weak var output: (any PhotoCaptureModuleOutput)?
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(interactor: any PhotoCaptureInteractorProtocol, output: any PhotoCaptureModuleOutput) {
        self.interactor = interactor
        self.output = output
    }

    func viewDidLoad() {
        interactor.loadSettings()
    }

    func viewWillAppear() async {
        await request.run { await interactor.startCamera() }
    }

    func viewWillDisappear() async {
        await interactor.stopCamera()
    }

    func flashTapped() {
        interactor.toggleFlash()
    }

    func switchCameraTapped() async {
        await request.run { await interactor.switchCamera() }
    }

    func takePhotoTapped() async {
        await request.run { await interactor.takePhoto() }
    }

    // MARK: The interactor's output

    func settingsChanged(cameraName: String?, flash: FlashMode) {
        view?.setCameraLine("Camera: \(cameraName ?? "none")   Flash: \(flash.title)")
        view?.setFlashKeyTitle("Flash: \(flash.title)")
    }

    func frameArrived(_ frame: RGBImage) {
        view?.setFrame(frame, outline: CardPhoto.outline(in: frame.size))
    }

    func noOtherCamera() {
        view?.status = "There is no other camera."
    }

    func cameraFailed(_ error: CameraError) {
        view?.present(.error("\(error)"))
    }

    func photoTaken(_ photo: Data) {
        output?.photoTaken(photo)
    }

    func photoCouldNotBeUsed(_ error: any Error) {
        view?.present(.error("The photo could not be used: \(error)"))
    }
}
