/// Lists the cameras that can be set.
struct RetrieveAvailableCamerasUseCase {
    let session: any CameraSession

    func execute() async -> [CameraDevice] {
        await session.availableDevices()
    }
}
