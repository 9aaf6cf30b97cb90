import Camera
import Domain
import Foundation
import Imaging
import Observation
import Presentation

/// Takes a face's photo with the current camera: a live preview with the card outline — the
/// view model pulls a frame each tick of the app's clock while it runs — the camera and flash
/// to choose, and the region inside the outline kept.
@MainActor
@Observable
final class PhotoCaptureViewModel {
    private(set) var cameraName: String?
    private(set) var flash = FlashMode.off
    private(set) var frame: RGBImage?
    /// An alert to show now: a one-shot event the view hears, not state a render consumes.
    @ObservationIgnored var onAlert: (AlertContent) -> Void = { _ in }
    private(set) var status: String?
    /// The request in flight: the view shows the loading indicator while there is one.
    let request = RequestState()
    /// The coordinator: held weakly, as every screen of its flow holds it.
    @ObservationIgnored private weak var output: (any PhotoCaptureOutput)?
    @ObservationIgnored private let camera: any Camera
    @ObservationIgnored private let preview: LivePreview
    @ObservationIgnored private let scheduler: any Scheduling
    @ObservationIgnored private let work: any WorkRunning

    init(camera: any Camera, scheduler: any Scheduling, work: any WorkRunning, output: any PhotoCaptureOutput) {
        self.camera = camera
        self.scheduler = scheduler
        self.work = work
        preview = LivePreview(camera: camera)
        self.output = output
    }

    var cameraLine: String { "Camera: \(cameraName ?? "none")   Flash: \(flash.title)" }
    /// The flash key's title, which says what the flash is set to.
    var flashKeyTitle: String { "Flash: \(flash.title)" }
    var outline: PixelRect? { frame.flatMap { CardPhoto.outline(in: $0.size) } }

    func viewWillAppear() async {
        await request.run {
            do throws(CameraError) {
                try await camera.start()
                cameraName = await camera.currentCamera()?.name
                try await startPreview()
            } catch {
                showCameraError(error)
            }
        }
    }

    func viewWillDisappear() async {
        preview.stop()
        await camera.stop()
    }

    func flashTapped() {
        flash = flash.next
    }

    func switchCameraTapped() async {
        await request.run {
            do throws(CameraError) {
                guard let next = try await camera.switchToNextCamera() else {
                    status = "There is no other camera."
                    return
                }
                cameraName = next.name
                try await startPreview()
            } catch {
                showCameraError(error)
            }
        }
    }

    func takePhotoTapped() async {
        await request.run {
            guard cameraName != nil else {
                showCameraError(.noCameraAvailable)
                return
            }
            do {
                let shot = try await camera.takePhoto(with: PhotoSettings(flash: flash))
                output?.photoTaken(try CardPhoto.make(fromShot: shot))
            } catch let error as CameraError {
                showCameraError(error)
            } catch {
                onAlert(.error("The photo could not be used: \(error)"))
            }
        }
    }

    /// The live preview: its first frame now, then one each tick of the app's clock while it runs.
    private func startPreview() async throws(CameraError) {
        try await preview.start(
            on: scheduler, work: work,
            show: { [weak self] frame in self?.frame = frame },
            failed: { [weak self] error in self?.showCameraError(error) }
        )
    }

    private func showCameraError(_ error: CameraError) {
        onAlert(.error("\(error)"))
    }
}
