/// Sets the camera to use; an unknown camera, or one that fails to open, changes nothing.
struct SetCameraUseCase {
    let session: any CameraSession

    func execute(_ id: CameraDevice.ID) async throws(CameraError) {
        try await session.select(id)
    }
}
