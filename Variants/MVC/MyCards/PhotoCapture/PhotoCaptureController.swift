import Camera
import Domain
import Foundation
import Imaging
import Presentation
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
    private let preview: LivePreview
    private var frameTicks: (any Cancellable)?
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }

    init(camera: any Camera, onPhotoTaken: @escaping (Data) -> Void) {
        self.camera = camera
        self.onPhotoTaken = onPhotoTaken
        preview = LivePreview(camera: camera, size: Self.previewSize, framesPerSecond: Self.framesPerSecond)
        super.init(title: "Take Photo")
        content = view
        update()
    }

    override func willAppear() {
        app?.perform(showingLoading: false) { [weak self] in await self?.startCamera() }
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
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            await request.run {
                do {
                    let shot = try await camera.takePhoto(with: settings)
                    onPhotoTaken(try CardPhoto.make(fromShot: shot))
                } catch let error as CameraError {
                    showCameraError(error)
                } catch {
                    present(.error("The photo could not be used: \(error)"))
                }
            }
        }
    }

    func switchCameraTapped() {
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
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
                update()
            }
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
                try await startPreview()
            } catch {
                showCameraError(error)
            }
            update()
        }
    }

    /// Pulls a frame each tick of the app's clock, so a test decides when frames come.
    private func startPreview() async throws(CameraError) {
        stopPreview()
        guard let first = try await preview.start() else { return }
        show(first)
        frameTicks = app?.every(preview.interval) { [weak self] in self?.pullFrame() }
    }

    private func stopPreview() {
        preview.stop()
        stopFrameTicks()
    }

    private func stopFrameTicks() {
        frameTicks?.cancel()
        frameTicks = nil
    }

    private func pullFrame() {
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            do throws(CameraError) {
                if let frame = try await preview.nextFrame() { show(frame) }
            } catch {
                showCameraError(error)
            }
            // The preview ended or failed; one being started anew sets its own ticks.
            if !preview.isRunning { stopFrameTicks() }
        }
    }

    private func show(_ frame: RGBImage) {
        view.preview.source = .pixels(frame)
        view.preview.outline = CardPhoto.outline(in: frame.size)
    }

    private func showCameraError(_ error: CameraError) {
        present(.error("\(error)"))
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
