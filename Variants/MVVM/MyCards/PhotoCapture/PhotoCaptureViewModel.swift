import Camera
import Domain
import Foundation
import Imaging
import Presentation
import Observation

/// Takes a face's photo with the current camera: a live preview with the card outline, the
/// camera and flash to choose, and the region inside the outline kept. It has no clock: its
/// view asks for the next frame once a tick of the app's clock while `isPreviewing`.
@MainActor
@Observable
final class PhotoCaptureViewModel {
    enum Route: Equatable {
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
    /// The request in flight: the view shows the loading indicator while there is one.
    let request = RequestState()
    @ObservationIgnored var onRoute: (Route) -> Void = { _ in }
    @ObservationIgnored private let camera: any Camera
    @ObservationIgnored private let preview: LivePreview

    init(camera: any Camera) {
        self.camera = camera
        preview = LivePreview(camera: camera, size: Self.previewSize, framesPerSecond: Self.framesPerSecond)
    }

    var cameraLine: String { "Camera: \(cameraName ?? "none")   Flash: \(flash.title)" }
    /// The flash key's title, which says what the flash is set to.
    var flashKeyTitle: String { "Flash: \(flash.title)" }
    var outline: PixelRect? { frame.flatMap { CardPhoto.outline(in: $0.size) } }

    func start() async {
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

    func stop() async {
        stopPreview()
        await camera.stop()
    }

    /// One frame more, unless one is still on its way.
    func nextFrame() async {
        do throws(CameraError) {
            if let next = try await preview.nextFrame() { frame = next }
        } catch {
            showCameraError(error)
        }
        isPreviewing = preview.isRunning
    }

    func toggleFlash() {
        flash = flash.next
    }

    func switchCamera() async {
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

    func takePhoto() async {
        await request.run {
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
    }

    func alertShown() {
        alert = nil
    }

    private func startPreview() async throws(CameraError) {
        stopPreview()
        guard let first = try await preview.start() else { return }
        frame = first
        isPreviewing = preview.isRunning
    }

    private func stopPreview() {
        preview.stop()
        isPreviewing = false
    }

    private func showCameraError(_ error: CameraError) {
        alert = .error("\(error)")
    }
}
