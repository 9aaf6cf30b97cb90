import CTurboJPEG

/// One libjpeg-turbo instance. Instances are not thread-safe, so each operation makes its own;
/// creating one is cheap next to any decode.
final class TurboJPEGHandle {
    enum Kind {
        case compressor
        case decompressor
        case transformer
    }

    let raw: tjhandle

    init(_ kind: Kind) throws(ImagingError) {
        let handle: tjhandle? =
            switch kind {
            case .compressor: tjInitCompress()
            case .decompressor: tjInitDecompress()
            case .transformer: tjInitTransform()
            }
        guard let handle else { throw .libraryUnavailable(reason: Self.lastError(of: nil)) }
        raw = handle
    }

    deinit { tjDestroy(raw) }

    /// libjpeg-turbo's own words for the last failure.
    var lastError: String { Self.lastError(of: raw) }

    /// The words for a failure of a call that takes no handle (`nil`), such as `tjLoadImage`.
    static func lastError(of handle: tjhandle?) -> String {
        guard let message = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: message)
    }
}
