import Foundation
import Imaging

/// What the set camera does: show what it sees, and take a photo of it.
public protocol CameraController: Sendable {
    func previewFrame(number: Int, fitting size: ImageSize) async throws(CameraError) -> RGBImage
    func capturePhoto(with settings: PhotoSettings) async throws(CameraError) -> Data
}
