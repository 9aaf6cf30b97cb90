import Domain
import Foundation

/// The photos a card keeps: the region inside the card outline at 600 × 378, and the grid's thumbnail.
public enum CardPhoto {
    public static let size = ImageSize(width: CardGeometry.photoWidth, height: CardGeometry.photoHeight)
    public static let thumbnailSize = ImageSize(width: 120, height: 76)
    public static let quality = 85

    /// The largest card outline that fits in `frame`, leaving `marginFraction` of its shorter side free around it.
    public static func outline(in frame: ImageSize, marginFraction: Double = 0.08) -> PixelRect? {
        let margin = Int(Double(min(frame.width, frame.height)) * marginFraction)
        return CardGeometry.outline(fittingWidth: frame.width, height: frame.height, margin: margin)
    }

    /// The region of `image` inside `outline`, as the JPEG a card keeps.
    public static func make(from image: RGBImage, outline: PixelRect) throws(ImagingError) -> Data {
        try JPEG.encode(image.cropped(to: outline).resized(to: size), quality: quality)
    }

    /// The region of a JPEG inside `outline`, as the JPEG a card keeps. The JPEG is first cut to
    /// the outline without loss, then decoded only as finely as the 600 × 378 result needs.
    public static func make(fromJPEG data: Data, outline: PixelRect, limits: ImageLimits = .standard)
        throws(ImagingError) -> Data
    {
        let (cropped, offset) = try JPEG.losslesslyCropped(data, to: outline, limits: limits)
        let region = PixelRect(x: offset.x, y: offset.y, width: outline.width, height: outline.height)
        let scale = ScalingFactor.smallest(covering: size, from: region.size)
        let decoded = try JPEG.decode(cropped, at: scale, limits: limits)
        return try make(from: decoded, outline: scale.apply(to: region).clamped(to: decoded.size))
    }

    /// The region inside the card outline of a whole camera shot (the outline the capture
    /// preview draws, fitted to the shot's size), as the JPEG a card keeps.
    public static func make(fromShot shot: Data, limits: ImageLimits = .standard) throws(ImagingError) -> Data {
        let size = try JPEG.header(of: shot).size
        guard let outline = outline(in: size) else { throw .invalidRegion("the photo is too small for a card") }
        return try make(fromJPEG: shot, outline: outline, limits: limits)
    }

    /// A card photo's small JPEG for the card grid, decoded at the smallest DCT scale that will do.
    public static func thumbnail(ofPhoto photo: Data) throws(ImagingError) -> Data {
        try JPEG.encode(ImageFile.decode(photo, fitting: thumbnailSize), quality: 80)
    }
}
