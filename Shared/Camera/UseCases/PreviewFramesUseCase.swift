import Imaging

/// The live preview: frames from the controller at a steady rate while the camera runs.
struct PreviewFramesUseCase {
    let session: any CameraSession
    let controller: any CameraController
    let clock: any Clock<Duration>

    func execute(fitting size: ImageSize, framesPerSecond: Int) async throws(CameraError) -> PreviewFrames {
        guard await session.currentDevice() != nil else { throw .noCameraSet }
        guard await session.isStarted() else { throw .cameraNotStarted }
        let controller = controller
        let session = session
        return PreviewFrames(interval: .seconds(1) / max(framesPerSecond, 1), clock: clock) {
            number throws(CameraError) in
            // A stopped camera ends the preview rather than failing it, even when it stops mid-frame.
            guard await session.isStarted() else { return nil }
            do throws(CameraError) {
                return try await controller.previewFrame(number: number, fitting: size)
            } catch .cameraNotStarted {
                return nil
            }
        }
    }
}
