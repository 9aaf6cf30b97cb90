import Imaging

/// What the photo library tells its coordinator.
@MainActor
protocol PhotoLibraryOutput: AnyObject {
    /// An image opened for cropping.
    func imageChosen(_ image: PhotoToCrop, name: String)
}
