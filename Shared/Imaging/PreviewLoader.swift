/// Decodes the preview of the photo a list has highlighted, off the main actor and one at a
/// time: holding ↓ through large photos settles on the last one. A preview asked for while
/// another decodes waits for it, and is dropped — never decoded — when a newer one was asked for
/// meanwhile; a result for a row the person has left is never handed back.
@MainActor
public final class PreviewLoader {
    private let size: ImageSize
    private let decode: @Sendable (String, ImageSize) throws(ImagingError) -> RGBImage
    /// Counts the requests: only the newest one's result is handed back.
    private var newest = 0
    private var decoding: Task<Result<RGBImage, ImagingError>, Never>?

    /// - Parameters:
    ///   - size: what a preview is fitted into; every pattern's photo library shows the default.
    ///   - decode: reads the image at a path fitted into a size; a test hands one it can hold.
    public init(
        size: ImageSize = ImageSize(width: 320, height: 240),
        decode: @escaping @Sendable (String, ImageSize) throws(ImagingError) -> RGBImage = {
            path, size throws(ImagingError) in
            try ImageFile.load(path: path, fitting: size)
        }
    ) {
        self.size = size
        self.decode = decode
    }

    /// The image at `path` fitted to the preview's size, or why it cannot be read; `nil` when a
    /// newer preview was asked for meanwhile (or none is wanted any more).
    public func load(path: String) async -> Result<RGBImage, ImagingError>? {
        newest += 1
        let request = newest
        if let decoding { _ = await decoding.value }
        guard request == newest else { return nil }
        let (size, read) = (size, decode)
        let task = Task.detached(priority: .userInitiated) {
            Result { () throws(ImagingError) -> RGBImage in try read(path, size) }
        }
        decoding = task
        let result = await task.value
        if decoding == task { decoding = nil }
        return request == newest ? result : nil
    }

    /// No preview is wanted any more (a folder is highlighted): one under way is dropped.
    public func cancel() {
        newest += 1
    }
}
