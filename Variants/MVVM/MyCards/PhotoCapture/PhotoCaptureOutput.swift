import Foundation

/// What the camera tells its coordinator.
@MainActor
protocol PhotoCaptureOutput: AnyObject {
    /// The shot's region inside the outline, as a card photo.
    func photoTaken(_ photo: Data)
}
