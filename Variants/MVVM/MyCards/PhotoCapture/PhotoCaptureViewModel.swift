import Camera
import Domain
import Foundation
import Imaging
import MVVMSupport
import Observation

/// Takes a face's photo with the current camera: a live preview with the card outline, the
/// camera and flash to choose, and the region inside the outline kept. It has no clock: its
/// view asks for the next frame once a tick of the app's clock while `isPreviewing`.
@MainActor
@Observable
final class PhotoCaptureViewModel {
    enum Route {
        case photoTaken(Data)
    }

    static let previewSize = ImageSize(width: 160, height: 100)
    static let framesPerSecond = 10

    private(set) var cameraName: String?
    private(set) var flash = FlashMode.off
    private(set) var frame: RGBImage?
    private(set) var isPreviewing = false
    private(set) var alert: AlertContent?
    private(set) var status: String?
    @ObservationIgnored var onRoute: (Route) -> Void = { _ in }
    @ObservationIgnored private let camera: any Camera
    @ObservationIgnored private var frames: PreviewFrames.Iterator?
    /// Counts the previews started, so a frame pulled for an older one is dropped.
    @ObservationIgnored private var previewGeneration = 0
    @ObservationIgnored private var isPullingFrame = false

    init(camera: any Camera) {
        self.camera = camera
    }

    var cameraLine: String { "Camera: \(cameraName ?? "none")   Flash: \(flash.title)" }
    var outline: PixelRect? { frame.flatMap { CardPhoto.outline(in: $0.size) } }

    func start() async {
        do throws(CameraError) {
            try await camera.start()
            cameraName = await camera.currentCamera()?.name
            try await startPreview()
        } catch {
            showCameraError(error)
        }
    }

    func stop() async {
        stopPreview()
        await camera.stop()
    }

    /// One frame more, unless one is still on its way.
    func nextFrame() async {
        guard !isPullingFrame else { return }
        isPullingFrame = true
        await showNextFrame()
        isPullingFrame = false
    }

    func toggleFlash() {
        flash = flash.next
    }

    func switchCamera() async {
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

    func takePhoto() async {
        guard cameraName != nil else {
            showCameraError(.noCameraAvailable)
            return
        }
        do {
            let shot = try await camera.takePhoto(with: PhotoSettings(flash: flash))
            onRoute(.photoTaken(try CardPhoto.make(fromShot: shot)))
        } catch let error as CameraError {
            showCameraError(error)
        } catch {
            alert = .error("The photo could not be used: \(error)")
        }
    }

    func alertShown() {
        alert = nil
    }

    private func startPreview() async throws(CameraError) {
        stopPreview()
        let generation = previewGeneration
        frames = try await camera.previewFrames(fitting: Self.previewSize, framesPerSecond: Self.framesPerSecond).makeAsyncIterator()
        guard await showNextFrame(), generation == previewGeneration else { return }
        isPreviewing = true
    }

    private func stopPreview() {
        previewGeneration += 1
        isPreviewing = false
        frames = nil
    }

    /// Shows the next frame of the current preview; `false` when there is none to show.
    @discardableResult
    private func showNextFrame() async -> Bool {
        guard var iterator = frames else { return false }
        let generation = previewGeneration
        do {
            let next = try await iterator.next()
            guard generation == previewGeneration else { return false }
            guard let next else {
                stopPreview()
                return false
            }
            frames = iterator
            frame = next
            return true
        } catch {
            guard generation == previewGeneration else { return false }
            stopPreview()
            showCameraError(error)
            return false
        }
    }


    private func showCameraError(_ error: CameraError) {
        alert = .error("\(error)")
    }
}
