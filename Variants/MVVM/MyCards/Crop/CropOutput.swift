import Foundation

/// What the crop screen tells its coordinator.
@MainActor
protocol CropOutput: AnyObject {
    /// The region inside the outline, as a card photo.
    func photoCropped(_ photo: Data)
}
