import Camera
import Imaging
import TerminalUI

/// Pulls the camera's live preview, a frame at a time on the app's clock, and hands each frame
/// to `onFrame` and a failure to `onFailed`; it draws nothing.
@MainActor
final class LivePreviewFetcherController: Screen {
    private let preview: LivePreview
    var onFrame: (RGBImage) -> Void = { _ in }
    /// The preview could not start, or failed since: it has stopped.
    var onFailed: (CameraError) -> Void = { _ in }

    /// - Parameter camera: the camera whose preview it pulls, as the container gives it.
    init(camera: any Camera) {
        preview = LivePreview(camera: camera)
        super.init(title: "Live preview")
    }

    /// A new preview of the current camera, in place of any before it: its first frame now, then
    /// one each tick of the app's clock while it runs.
    func start() async {
        guard let app else { return }
        do throws(CameraError) {
            try await preview.start(
                on: app, work: app,
                show: { [weak self] frame in self?.onFrame(frame) },
                failed: { [weak self] error in self?.onFailed(error) }
            )
        } catch {
            onFailed(error)
        }
    }

    func stop() {
        preview.stop()
    }
}
