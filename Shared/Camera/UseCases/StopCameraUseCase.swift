/// Stops the camera; stopping a stopped camera does nothing.
struct StopCameraUseCase {
    let session: any CameraSession

    func execute() async {
        guard await session.isStarted() else { return }
        await session.stop()
    }
}
