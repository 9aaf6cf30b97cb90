/// Sets the camera to use; an unknown camera is an error and changes nothing.
struct SetCameraUseCase {
    let session: any CameraSession

    func execute(_ id: CameraDevice.ID) async throws(CameraError) {
        guard await session.availableDevices().contains(where: { $0.id == id }) else {
            throw .unknownCamera(id: id)
        }
        try await session.select(id)
    }
}
