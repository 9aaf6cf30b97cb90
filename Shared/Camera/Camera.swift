import Foundation
import Imaging

/// Everything an app does with a camera, whatever the camera is: the module's one interface.
/// Get one from `CameraFactory`; the capture technology stays behind it.
public protocol Camera: Sendable {
    /// The cameras that can be set.
    func availableCameras() async -> [CameraDevice]
    /// The camera set, if any.
    func currentCamera() async -> CameraDevice?
    /// Chooses the camera to preview and photograph with; a running camera switches at once.
    func set(_ camera: CameraDevice.ID) async throws(CameraError)
    func start() async throws(CameraError)
    func stop() async
    /// Live frames fitted into `size`, `framesPerSecond` times a second, until the camera stops.
    func previewFrames(fitting size: ImageSize, framesPerSecond: Int) async throws(CameraError) -> PreviewFrames
    /// A photo of what the preview shows now, encoded as `settings` say.
    func takePhoto(with settings: PhotoSettings) async throws(CameraError) -> Data
}
