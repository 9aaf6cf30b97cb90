import Camera
import Domain
import Foundation
import Imaging
import Presentation

// Every seam of the PhotoCapture module.

/// What the presenter tells the view.
@MainActor
protocol PhotoCaptureViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    func present(_ alert: AlertContent)
    /// Which camera and flash are set, as a line.
    func setCameraLine(_ line: String)
    /// The flash key's title, which says what the flash is set to.
    func setFlashKeyTitle(_ title: String)
    /// A preview frame and the card outline over it.
    func setFrame(_ frame: RGBImage, outline: PixelRect?)
}

/// What the view tells the presenter.
@MainActor
protocol PhotoCapturePresenterProtocol: AnyObject {
    func viewDidLoad()
    func viewWillAppear() async
    func viewWillDisappear() async
    func flashTapped()
    func switchCameraTapped() async
    func takePhotoTapped() async
}

/// The use case: the camera started and stopped, its live preview pulled a frame per tick of
/// the app's clock, the next camera, and a photo of the card inside the outline.
@MainActor
protocol PhotoCaptureInteractorProtocol: AnyObject {
    /// The camera and flash as they stand, told to the output.
    func loadSettings()
    func startCamera() async
    func stopCamera() async
    func toggleFlash()
    func switchCamera() async
    func takePhoto() async
}

/// What the interactor tells the presenter.
@MainActor
protocol PhotoCaptureInteractorOutputProtocol: AnyObject {
    func settingsChanged(cameraName: String?, flash: FlashMode)
    func frameArrived(_ frame: RGBImage)
    func noOtherCamera()
    func cameraFailed(_ error: CameraError)
    func photoTaken(_ photo: Data)
    func photoCouldNotBeUsed(_ error: any Error)
}

/// What the module tells the module that opened it.
@MainActor
protocol PhotoCaptureModuleOutput: AnyObject {
    func photoTaken(_ photo: Data)
}
