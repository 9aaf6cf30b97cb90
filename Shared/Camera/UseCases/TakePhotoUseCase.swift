import Foundation

/// Takes a photo — only with a camera set and started.
struct TakePhotoUseCase {
    let session: any CameraSession
    let controller: any CameraController

    func execute(with settings: PhotoSettings) async throws(CameraError) -> Data {
        guard await session.currentDevice() != nil else { throw .noCameraSet }
        guard await session.isStarted() else { throw .cameraNotStarted }
        return try await controller.capturePhoto(with: settings)
    }
}
