import Domain
import Foundation

/// An image chosen to be cropped into a card's photo: a copy small enough to show and redraw at
/// once, and what the photo is made from when the crop is confirmed.
///
/// A JPEG is decoded for the screen at the smallest DCT scale that still covers `previewSize` —
/// a 24-megapixel photo at 1/8, a few milliseconds — and the card's photo is cut from the file
/// without loss and decoded only as finely as its 600 × 378 pixels need: the full size is never
/// decoded, neither to open the photo nor to save it. PPM and BMP files, which cannot be decoded
/// smaller, are read whole and shown shrunk.
public struct PhotoToCrop: Hashable, Sendable {
    /// The image's full size: the crop outline is in these pixels.
    public let size: ImageSize
    /// What the screen shows: at most a little larger than `previewSize`.
    public let preview: RGBImage
    private let original: Original

    private enum Original: Hashable, Sendable {
        case jpeg(Data)
        case pixels(RGBImage)
    }

    /// A screen's worth of pixels and some to spare: a terminal shows two pixels per cell.
    public static let previewSize = ImageSize(width: 640, height: 480)

    /// An image already in memory: shown shrunk, and cut whole when the crop is confirmed.
    public init(image: RGBImage) {
        self.init(size: image.size, preview: image.shrunk(toFit: Self.previewSize), original: .pixels(image))
    }

    private init(size: ImageSize, preview: RGBImage, original: Original) {
        self.size = size
        self.preview = preview
        self.original = original
    }

    /// Opens the image at `path`.
    public static func load(path: String, limits: ImageLimits = .standard) throws(ImagingError) -> PhotoToCrop {
        let prefix = try ImageFile.readPrefix(of: path)
        guard !prefix.isEmpty else { throw .empty }
        guard let format = ImageFormat(signature: prefix) else { throw .unsupportedFormat }
        guard format == .jpeg else {
            try limits.check(RasterHeader.declaredSize(of: prefix, format: format))
            let image = try ImageFile.loadRaster(path: path)
            return PhotoToCrop(size: image.size, preview: image.shrunk(toFit: previewSize), original: .pixels(image))
        }
        let data = try ImageFile.read(path)
        let size = try JPEG.header(of: data).size
        let preview = try JPEG.decode(data, covering: size.fitted(into: previewSize), limits: limits)
        return PhotoToCrop(size: size, preview: preview, original: .jpeg(data))
    }

    /// `load(path:)` on a thread of its own, so the app goes on drawing and reading keys (Esc
    /// among them) meanwhile; `nil` when the calling task was cancelled before it was ready.
    public static func loadInBackground(path: String, limits: ImageLimits = .standard) async throws(ImagingError)
        -> PhotoToCrop?
    {
        try await ImageFile.inBackground { () throws(ImagingError) in try load(path: path, limits: limits) }
    }

    /// The card's photo: the region inside `outline`, in the image's full-size pixels.
    public func cardPhoto(outline: PixelRect) throws(ImagingError) -> Data {
        switch original {
        case .jpeg(let data): try CardPhoto.make(fromJPEG: data, outline: outline)
        case .pixels(let image): try CardPhoto.make(from: image, outline: outline)
        }
    }
}
