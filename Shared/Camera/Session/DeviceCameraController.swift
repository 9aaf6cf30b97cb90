import Foundation
import Imaging

/// Takes frames and photos from the session's running device. A photo is of the frame the
/// preview showed last, so what the user saw is what they get.
public actor DeviceCameraController: CameraController {
    private let session: DeviceCameraSession
    private var latestFrameNumber = 0

    public init(session: DeviceCameraSession) {
        self.session = session
    }

    public func previewFrame(number: Int, fitting size: ImageSize) async throws(CameraError) -> RGBImage {
        guard let device = await session.runningDevice() else { throw .cameraNotStarted }
        let frame = try await device.previewFrame(number: number, fitting: size)
        latestFrameNumber = number
        return frame
    }

    public func capturePhoto(with settings: PhotoSettings) async throws(CameraError) -> Data {
        guard let device = await session.runningDevice() else { throw .cameraNotStarted }
        let picture = try await device.capture(frameNumber: latestFrameNumber, flash: settings.flash)
            .rotated(by: settings.rotation)
        switch settings.format {
        case .ppm:
            return ImageFile.ppm(picture)
        case .jpeg(let quality):
            do {
                return try JPEG.encode(picture, quality: quality)
            } catch {
                throw .captureFailed(reason: error.description)
            }
        }
    }
}
