import Camera
import Domain
import Foundation
import Imaging
import Presentation

/// Takes a face's photo with the current camera: a live preview with the card outline — the
/// presenter pulls a frame each tick of the app's clock while it runs — the camera and flash to
/// choose, and the region inside the outline kept.
@MainActor
final class PhotoCapturePresenter {
    weak var view: (any PhotoCaptureViewProtocol)?
    private var cameraName: String?
    private var flash = FlashMode.off
    private let camera: any Camera
    private let preview: LivePreview
    private let scheduler: any Scheduling
    private let work: any WorkRunning
    /// The coordinator: held, as every screen of its flow holds it.
    private weak var output: (any PhotoCaptureOutput)?
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(camera: any Camera, scheduler: any Scheduling, work: any WorkRunning, output: any PhotoCaptureOutput) {
        self.camera = camera
        self.scheduler = scheduler
        self.work = work
        self.output = output
        preview = LivePreview(camera: camera)
    }

    func viewDidLoad() {
        showSettings()
    }

    func viewWillAppear() async {
        await request.run {
            do throws(CameraError) {
                try await camera.start()
                cameraName = await camera.currentCamera()?.name
                showSettings()
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
        showSettings()
    }

    func switchCameraTapped() async {
        await request.run {
            do throws(CameraError) {
                guard let next = try await camera.switchToNextCamera() else {
                    view?.status = "There is no other camera."
                    return
                }
                cameraName = next.name
                showSettings()
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
                view?.present(.error("The photo could not be used: \(error)"))
            }
        }
    }

    /// The live preview: its first frame now, then one each tick of the app's clock while it runs.
    private func startPreview() async throws(CameraError) {
        try await preview.start(
            on: scheduler, work: work,
            show: { [weak self] frame in self?.show(frame) },
            failed: { [weak self] error in self?.showCameraError(error) }
        )
    }

    private func show(_ frame: RGBImage) {
        view?.setFrame(frame, outline: CardPhoto.outline(in: frame.size))
    }

    private func showSettings() {
        view?.setCameraLine("Camera: \(cameraName ?? "none")   Flash: \(flash.title)")
        view?.setFlashKeyTitle("Flash: \(flash.title)")
    }

    private func showCameraError(_ error: CameraError) {
        view?.present(.error("\(error)"))
    }
}
