/// How large an image may be before it is refused: the defence against decompression bombs,
/// files that declare gigapixels in a few bytes.
public struct ImageLimits: Hashable, Sendable {
    public let maxPixels: Int

    public init(maxPixels: Int) {
        self.maxPixels = maxPixels
    }

    /// 100 megapixels: any camera's photo, and at most 300 MB of RGB when decoded whole.
    public static let standard = ImageLimits(maxPixels: 100_000_000)

    func check(_ size: ImageSize) throws(ImagingError) {
        guard size.width > 0, size.height > 0 else {
            throw .corrupt(reason: "it declares a size of \(size)")
        }
        let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        guard !overflow, pixels <= maxPixels else {
            throw .tooLarge(width: size.width, height: size.height, limit: maxPixels)
        }
    }
}
