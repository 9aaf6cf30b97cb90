import Camera
import Domain
import Foundation
import Imaging
import Presentation

@MainActor
protocol PhotoCaptureBusinessLogic: AnyObject {
    func start(request: PhotoCapture.Start.Request) async
    func stop() async
    func toggleFlash(request: PhotoCapture.Flash.Request)
    func switchCamera(request: PhotoCapture.SwitchCamera.Request) async
    func takePhoto(request: PhotoCapture.TakePhoto.Request) async
}

/// What the scene keeps for its router: the photo taken.
@MainActor
protocol PhotoCaptureDataStore: AnyObject {
    var photo: Data? { get }
}

/// The current camera and its live preview — a frame pulled each tick of the app's clock while
/// it runs, one at a time, each presented — the flash, and the face's photo: the region inside
/// the outline.
@MainActor
final class PhotoCaptureInteractor: PhotoCaptureBusinessLogic, PhotoCaptureDataStore {
    var presenter: (any PhotoCapturePresentationLogic)?
    private(set) var photo: Data?
    private var cameraName: String?
    private var flash = FlashMode.off
    private let camera: any Camera
    private let preview: LivePreview
    private let scheduler: any Scheduling
    private let work: any WorkRunning
    private lazy var request = RequestState { [weak self] isLoading in
        self?.presenter?.presentLoading(response: .init(isLoading: isLoading))
    }

    init(camera: any Camera, scheduler: any Scheduling, work: any WorkRunning) {
        self.camera = camera
        self.scheduler = scheduler
        self.work = work
        preview = LivePreview(camera: camera)
    }

    func start(request: PhotoCapture.Start.Request) async {
        presentSettings()
        await self.request.run {
            do throws(CameraError) {
                try await camera.start()
                cameraName = await camera.currentCamera()?.name
                presentSettings()
                try await startPreview()
            } catch {
                presenter?.presentFailure(response: .camera(error))
            }
        }
    }

    func stop() async {
        preview.stop()
        await camera.stop()
    }

    func toggleFlash(request: PhotoCapture.Flash.Request) {
        flash = flash.next
        presentSettings()
    }

    func switchCamera(request: PhotoCapture.SwitchCamera.Request) async {
        await self.request.run {
            do throws(CameraError) {
                guard let next = try await camera.switchToNextCamera() else {
                    presenter?.presentFailure(response: .noOtherCamera)
                    return
                }
                cameraName = next.name
                presentSettings()
                try await startPreview()
            } catch {
                presenter?.presentFailure(response: .camera(error))
            }
        }
    }

    func takePhoto(request: PhotoCapture.TakePhoto.Request) async {
        await self.request.run {
            guard cameraName != nil else {
                presenter?.presentFailure(response: .camera(.noCameraAvailable))
                return
            }
            do {
                let shot = try await camera.takePhoto(with: PhotoSettings(flash: flash))
                photo = try Imaging.CardPhoto.make(fromShot: shot)
                presenter?.presentTaken(response: .init())
            } catch let error as CameraError {
                presenter?.presentFailure(response: .camera(error))
            } catch {
                presenter?.presentFailure(response: .unusablePhoto(error))
            }
        }
    }

    /// The live preview: its first frame now, then one each tick of the app's clock while it runs.
    private func startPreview() async throws(CameraError) {
        try await preview.start(
            on: scheduler, work: work,
            show: { [weak self] frame in self?.presenter?.presentFrame(response: .init(frame: frame)) },
            failed: { [weak self] error in self?.presenter?.presentFailure(response: .camera(error)) }
        )
    }

    private func presentSettings() {
        presenter?.presentSettings(response: .init(cameraName: cameraName, flash: flash))
    }
}
