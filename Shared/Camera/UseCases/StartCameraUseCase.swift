/// Starts the set camera; starting a running camera does nothing.
struct StartCameraUseCase {
    let session: any CameraSession

    func execute() async throws(CameraError) {
        guard await session.currentDevice() != nil else {
            throw await session.availableDevices().isEmpty ? .noCameraAvailable : .noCameraSet
        }
        guard await !session.isStarted() else { return }
        try await session.start()
    }
}
