import Camera
import Domain
import Foundation
import Imaging
import TerminalUI

/// Takes a face's photo with the current camera: a live preview with the card outline, the
/// camera and flash to choose, and the region inside the outline kept.
@MainActor
final class PhotoCaptureController: Screen {
    static let previewSize = ImageSize(width: 160, height: 100)
    static let framesPerSecond = 10

    let view = PhotoCaptureView()
    private let camera: any Camera
    private let onPhotoTaken: (Data) -> Void
    private(set) var flash = FlashMode.off
    private(set) var cameraName: String?
    private var frames: PreviewFrames.Iterator?
    /// Counts the previews started, so a frame pulled for an older one is dropped.
    private var previewGeneration = 0
    private var isPullingFrame = false
    private var preview: TimerToken?

    init(camera: any Camera, onPhotoTaken: @escaping (Data) -> Void) {
        self.camera = camera
        self.onPhotoTaken = onPhotoTaken
        super.init(title: "Take Photo")
        content = view
        update()
    }

    override func willAppear() {
        app?.perform { [weak self] in await self?.startCamera() }
    }

    override func willDisappear() {
        stopPreview()
        app?.perform(showingLoading: false) { [camera] in await camera.stop() }
    }

    func takePhotoTapped() {
        guard cameraName != nil else {
            showCameraError(.noCameraAvailable)
            return
        }
        let settings = PhotoSettings(flash: flash)
        app?.perform { [weak self] in
            guard let self else { return }
            do {
                let shot = try await camera.takePhoto(with: settings)
                onPhotoTaken(try CardPhoto.make(fromShot: shot))
            } catch let error as CameraError {
                showCameraError(error)
            } catch {
                app?.showAlert(title: "Error", message: "The photo could not be used: \(error)")
            }
        }
    }

    func switchCameraTapped() {
        app?.perform { [weak self] in
            guard let self else { return }
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
            update()
        }
    }

    func flashTapped() {
        flash = flash.next
        update()
    }

    private func startCamera() async {
        do throws(CameraError) {
            try await camera.start()
            cameraName = await camera.currentCamera()?.name
            try await startPreview()
        } catch {
            showCameraError(error)
        }
        update()
    }

    /// Pulls a frame each tick of the app's clock, so a test decides when frames come; a tick
    /// while a frame is still on its way is skipped.
    private func startPreview() async throws(CameraError) {
        stopPreview()
        let generation = previewGeneration
        frames = try await camera.previewFrames(fitting: Self.previewSize, framesPerSecond: Self.framesPerSecond).makeAsyncIterator()
        guard await showNextFrame(), generation == previewGeneration else { return }
        preview = app?.every(.milliseconds(1000 / Self.framesPerSecond)) { [weak self] in self?.pullFrame() }
    }

    private func stopPreview() {
        previewGeneration += 1
        preview?.cancel()
        preview = nil
        frames = nil
    }

    private func pullFrame() {
        guard !isPullingFrame else { return }
        isPullingFrame = true
        app?.perform(showingLoading: false) { [weak self] in
            await self?.showNextFrame()
            self?.isPullingFrame = false
        }
    }

    /// Shows the next frame of the current preview; `false` when there is none to show.
    @discardableResult
    private func showNextFrame() async -> Bool {
        guard var iterator = frames else { return false }
        let generation = previewGeneration
        do {
            let frame = try await iterator.next()
            guard generation == previewGeneration else { return false }
            guard let frame else {
                stopPreview()
                return false
            }
            frames = iterator
            view.preview.source = .pixels(frame)
            view.preview.outline = CardPhoto.outline(in: frame.size)
            return true
        } catch {
            guard generation == previewGeneration else { return false }
            stopPreview()
            showCameraError(error)
            return false
        }
    }


    private func showCameraError(_ error: CameraError) {
        app?.showAlert(title: "Error", message: "\(error)")
    }

    private func update() {
        view.cameraLabel.text = "Camera: \(cameraName ?? "none")   Flash: \(flash.title)"
        keyBindings = [
            KeyBinding(.enter, "Take photo") { [weak self] in self?.takePhotoTapped() },
            KeyBinding(.character("c"), "Switch camera") { [weak self] in self?.switchCameraTapped() },
            KeyBinding(.character("f"), "Flash: \(flash.title)") { [weak self] in self?.flashTapped() },
        ]
    }
}
