import Camera
import CompositionChildren
import Domain
import Foundation
import Imaging
import Presentation
import TerminalUI

/// Takes a face's photo with the current camera — the camera caption, the preview with the card
/// outline and the live preview's fetcher as children: the camera and flash to choose, and the
/// region inside the outline kept.
@MainActor
final class PhotoCaptureController: Screen {
    let cameraCaption = CaptionController()
    let preview = OutlinedImageController(placeholder: "Starting the camera…")
    let livePreview: LivePreviewFetcherController
    private let camera: any Camera
    private let onPhotoTaken: (Data) -> Void
    private(set) var flash = FlashMode.off
    private(set) var cameraName: String?
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }

    init(camera: any Camera, onPhotoTaken: @escaping (Data) -> Void) {
        self.camera = camera
        self.onPhotoTaken = onPhotoTaken
        livePreview = LivePreviewFetcherController(camera: camera)
        super.init(title: "Take Photo")
        content = Stack([slot(showing: cameraCaption), slot(showing: preview)])
        addChild(livePreview)
        // The live preview: its first frame when it starts, then one each tick of the app's clock
        // while it runs.
        livePreview.onFrame = { [weak self] frame in self?.show(frame) }
        livePreview.onFailed = { [weak self] error in self?.showCameraError(error) }
        update()
    }

    override func willAppear() {
        run { await $0.startCamera() }
    }

    override func willDisappear() {
        livePreview.stop()
        app?.perform(showingLoading: false) { [camera] in await camera.stop() }
    }

    func takePhotoTapped() async {
        await request.run {
            guard cameraName != nil else {
                showCameraError(.noCameraAvailable)
                return
            }
            do {
                let shot = try await camera.takePhoto(with: PhotoSettings(flash: flash))
                onPhotoTaken(try CardPhoto.make(fromShot: shot))
            } catch let error as CameraError {
                showCameraError(error)
            } catch {
                present(.error("The photo could not be used: \(error)"))
            }
        }
    }

    func switchCameraTapped() async {
        await request.run {
            do throws(CameraError) {
                guard let next = try await camera.switchToNextCamera() else {
                    status = "There is no other camera."
                    return
                }
                cameraName = next.name
                await livePreview.start()
            } catch {
                showCameraError(error)
            }
            update()
        }
    }

    func flashTapped() {
        flash = flash.next
        update()
    }

    private func startCamera() async {
        await request.run {
            do throws(CameraError) {
                try await camera.start()
                cameraName = await camera.currentCamera()?.name
                await livePreview.start()
            } catch {
                showCameraError(error)
            }
            update()
        }
    }

    /// Runs an async action as the app's work: the screen is redrawn when it ends.
    private func run(_ action: @escaping @MainActor (PhotoCaptureController) async -> Void) {
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            await action(self)
        }
    }

    private func show(_ frame: RGBImage) {
        preview.source = .pixels(frame)
        preview.outline = CardPhoto.outline(in: frame.size)
    }

    private func showCameraError(_ error: CameraError) {
        present(.error("\(error)"))
    }

    private func update() {
        cameraCaption.text = "Camera: \(cameraName ?? "none")   Flash: \(flash.title)"
        keyBindings = [
            KeyBinding(.enter, "Take photo") { [weak self] in self?.run { await $0.takePhotoTapped() } },
            KeyBinding(.character("c"), "Switch camera") { [weak self] in self?.run { await $0.switchCameraTapped() } },
            KeyBinding(.character("f"), "Flash: \(flash.title)") { [weak self] in self?.flashTapped() },
        ]
    }
}
