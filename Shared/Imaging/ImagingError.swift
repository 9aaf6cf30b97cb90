/// Why an image could not be read, made or written — each case with a reason a person can act on.
public enum ImagingError: Error, Hashable, Sendable, CustomStringConvertible {
    case empty
    case unsupportedFormat
    case corrupt(reason: String)
    case tooLarge(width: Int, height: Int, limit: Int)
    case invalidRegion(String)
    case encodingFailed(reason: String)
    case unreadableFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .empty:
            "The image is empty (0 bytes)."
        case .unsupportedFormat:
            "This is not a JPEG, PPM or BMP image."
        case .corrupt(let reason):
            "The image is damaged: \(reason)."
        case .tooLarge(let width, let height, let limit):
            "The image is \(width) × \(height) pixels; at most \(limit / 1_000_000) megapixels can be opened."
        case .invalidRegion(let reason):
            "Invalid image region: \(reason)."
        case .encodingFailed(let reason):
            "The image could not be encoded: \(reason)."
        case .unreadableFile(let path, let reason):
            "Cannot read \(path): \(reason)."
        }
    }
}
