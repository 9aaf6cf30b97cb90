/// Why an image could not be read, made or written — each case with a reason a person can act on.
public enum ImagingError: Error, Hashable, Sendable, CustomStringConvertible {
    case empty
    case unsupportedFormat
    /// A known format in a variant that cannot be read.
    case unsupportedVariant(reason: String)
    case corrupt(reason: String)
    case tooLarge(width: Int, height: Int, limit: Int)
    /// libjpeg-turbo itself could not start (out of memory).
    case libraryUnavailable(reason: String)
    case invalidRegion(String)
    case encodingFailed(reason: String)
    case unreadableFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .empty:
            "The image is empty (0 bytes)."
        case .unsupportedFormat:
            "This is not a JPEG, PPM or BMP image."
        case .unsupportedVariant(let reason):
            "This image cannot be opened: \(reason)."
        case .corrupt(let reason):
            "The image is damaged: \(reason)."
        case .tooLarge(let width, let height, let limit):
            "The image is \(width) × \(height) pixels; at most \(Self.megapixels(limit)) megapixels can be opened."
        case .libraryUnavailable(let reason):
            "Images cannot be processed: libjpeg-turbo did not start (\(reason))."
        case .invalidRegion(let reason):
            "Invalid image region: \(reason)."
        case .encodingFailed(let reason):
            "The image could not be encoded: \(reason)."
        case .unreadableFile(let path, let reason):
            "Cannot read \(path): \(reason)."
        }
    }

    /// "100", or "0.25" for limits under a megapixel.
    private static func megapixels(_ pixels: Int) -> String {
        pixels >= 1_000_000 && pixels % 1_000_000 == 0 ? "\(pixels / 1_000_000)" : "\(Double(pixels) / 1_000_000)"
    }
}
