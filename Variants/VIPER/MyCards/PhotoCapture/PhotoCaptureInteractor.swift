import Camera
import Domain
import Foundation
import Imaging
import Presentation

/// The current camera and its live preview — a frame pulled each tick of the app's clock while
/// it runs, one at a time — the flash, and the face's photo: the region inside the outline.
@MainActor
final class PhotoCaptureInteractor: PhotoCaptureInteractorProtocol {
    weak var output: (any PhotoCaptureInteractorOutputProtocol)?
    private var cameraName: String?
    private var flash = FlashMode.off
    private let camera: any Camera
    private let preview: LivePreview
    private let scheduler: any Scheduling
    private let work: any WorkRunning

    init(camera: any Camera, scheduler: any Scheduling, work: any WorkRunning) {
        self.camera = camera
        self.scheduler = scheduler
        self.work = work
        preview = LivePreview(camera: camera)
    }

    func loadSettings() {
        output?.settingsChanged(cameraName: cameraName, flash: flash)
    }

    func startCamera() async {
        do throws(CameraError) {
            try await camera.start()
            cameraName = await camera.currentCamera()?.name
            output?.settingsChanged(cameraName: cameraName, flash: flash)
            try await startPreview()
        } catch {
            output?.cameraFailed(error)
        }
    }

    func stopCamera() async {
        preview.stop()
        await camera.stop()
    }

    func toggleFlash() {
        flash = flash.next
        output?.settingsChanged(cameraName: cameraName, flash: flash)
    }

    func switchCamera() async {
        do throws(CameraError) {
            guard let next = try await camera.switchToNextCamera() else {
                output?.noOtherCamera()
                return
            }
            cameraName = next.name
            output?.settingsChanged(cameraName: cameraName, flash: flash)
            try await startPreview()
        } catch {
            output?.cameraFailed(error)
        }
    }

    func takePhoto() async {
        guard cameraName != nil else {
            output?.cameraFailed(.noCameraAvailable)
            return
        }
        do {
            let shot = try await camera.takePhoto(with: PhotoSettings(flash: flash))
            output?.photoTaken(try CardPhoto.make(fromShot: shot))
        } catch let error as CameraError {
            output?.cameraFailed(error)
        } catch {
            output?.photoCouldNotBeUsed(error)
        }
    }

    /// The live preview: its first frame now, then one each tick of the app's clock while it runs.
    private func startPreview() async throws(CameraError) {
        try await preview.start(
            on: scheduler, work: work,
            show: { [weak self] frame in self?.output?.frameArrived(frame) },
            failed: { [weak self] error in self?.output?.cameraFailed(error) }
        )
    }
}
