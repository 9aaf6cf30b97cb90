import CTurboJPEG
import Foundation
import Synchronization

/// Opens JPEG, PPM/PGM and BMP images, from a file or from memory.
public enum ImageFile {
    /// Decodes the image at `path`. A JPEG is DCT-scaled down to the smallest size still covering
    /// `minimumSize`; the other formats are decoded whole.
    public static func load(
        path: String,
        covering minimumSize: ImageSize? = nil,
        limits: ImageLimits = .standard
    ) throws(ImagingError) -> RGBImage {
        let prefix = try readPrefix(of: path)
        guard !prefix.isEmpty else { throw .empty }
        guard let format = ImageFormat(signature: prefix) else { throw .unsupportedFormat }
        if format == .jpeg {
            return try JPEG.decode(read(path), covering: minimumSize, limits: limits)
        }
        try limits.check(RasterHeader.declaredSize(of: prefix, format: format))
        return try loadRaster(path: path)
    }

    /// Decodes an image held in memory, whatever its format.
    public static func decode(
        _ data: Data,
        covering minimumSize: ImageSize? = nil,
        limits: ImageLimits = .standard
    ) throws(ImagingError) -> RGBImage {
        guard !data.isEmpty else { throw .empty }
        guard let format = ImageFormat(signature: data.prefix(3)) else { throw .unsupportedFormat }
        if format == .jpeg {
            return try JPEG.decode(data, covering: minimumSize, limits: limits)
        }
        try limits.check(RasterHeader.declaredSize(of: data.prefix(RasterHeader.maximumLength), format: format))
        // libjpeg-turbo reads PPM and BMP from files only.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "image-\(UUID().uuidString).\(format.rawValue)"
        ).path
        guard FileManager.default.createFile(atPath: path, contents: data) else {
            throw .unreadableFile(path: path, reason: "cannot write a temporary copy")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try loadRaster(path: path)
    }

    /// The image at `path` shrunk to fit `bounds` with its aspect kept (never enlarged): a JPEG is
    /// decoded only as finely as that needs.
    public static func load(path: String, fitting bounds: ImageSize, limits: ImageLimits = .standard)
        throws(ImagingError) -> RGBImage
    {
        let prefix = try readPrefix(of: path)
        let target = try fittedSize(of: prefix, path: path, into: bounds)
        return try load(path: path, covering: target, limits: limits).shrunk(toFit: bounds)
    }

    /// `load(path:fitting:)` on a thread of its own: a photo of 24 megapixels takes a second or
    /// more to decode and fit, and meanwhile the app must go on drawing its spinner and reading
    /// keys — Esc among them.
    /// - Returns: the image, or `nil` when the calling task was cancelled before it was ready:
    ///   it is no longer wanted, and the decoding is left to finish on its own.
    public static func loadInBackground(path: String, fitting bounds: ImageSize, limits: ImageLimits = .standard)
        async throws(ImagingError) -> RGBImage?
    {
        try await inBackground { () throws(ImagingError) in try load(path: path, fitting: bounds, limits: limits) }
    }

    /// `work` on a thread of its own, while the calling task goes on waiting without holding its
    /// actor: `nil` when that task was cancelled before the work was done (it is left to finish
    /// on its own).
    static func inBackground<Value: Sendable>(_ work: @escaping @Sendable () throws(ImagingError) -> Value)
        async throws(ImagingError) -> Value?
    {
        let handoff = Handoff<Result<Value, ImagingError>>()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                handoff.wait(with: continuation)
                Task.detached(priority: .userInitiated) {
                    do throws(ImagingError) {
                        handoff.finish(.success(try work()))
                    } catch {
                        handoff.finish(.failure(error))
                    }
                }
            }
        } onCancel: {
            handoff.finish(nil)
        }
        guard let result, !Task.isCancelled else { return nil }
        return try result.get()
    }

    /// An image in memory shrunk to fit `bounds` with its aspect kept (never enlarged): a JPEG is
    /// decoded only as finely as that needs.
    public static func decode(_ data: Data, fitting bounds: ImageSize, limits: ImageLimits = .standard)
        throws(ImagingError) -> RGBImage
    {
        let target =
            ImageFormat(signature: data.prefix(3)) == .jpeg ? try JPEG.header(of: data).size.fitted(into: bounds) : nil
        return try decode(data, covering: target, limits: limits).shrunk(toFit: bounds)
    }

    /// The image as binary PPM (P6): the lossless format of photos taken as PPM.
    public static func ppm(_ image: RGBImage) -> Data {
        Data("P6\n\(image.width) \(image.height)\n255\n".utf8) + Data(image.bytes)
    }

    /// For a JPEG, the size it will be shown at; other formats cannot be decoded smaller.
    private static func fittedSize(of prefix: Data, path: String, into bounds: ImageSize) throws(ImagingError)
        -> ImageSize?
    {
        guard ImageFormat(signature: prefix) == .jpeg else { return nil }
        return try JPEG.header(of: read(path)).size.fitted(into: bounds)
    }

    /// The file names a photo folder lists as images: those of every format read here.
    public static let photoExtensions = ImageFormat.allCases.reduce(into: Set<String>()) {
        $0.formUnion($1.fileExtensions)
    }

    /// Whether `path` is a file a photo folder lists as an image: a known extension on a regular
    /// file (links followed). A FIFO, a socket or a device named `pipe.jpg` is not one: opening
    /// it could wait for ever.
    public static func isPhoto(atPath path: String) -> Bool {
        guard photoExtensions.contains((path as NSString).pathExtension.lowercased()) else { return false }
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// `body` with a path to the regular file at `path`, opened here without waiting: a FIFO, a
    /// socket or a device is refused at once, so no file in a folder can stop the app. The path
    /// handed on names the descriptor opened here (`/dev/fd/N`): what is read is what was checked.
    static func withRegularFile<T>(_ path: String, _ body: (String) throws(ImagingError) -> T) throws(ImagingError) -> T
    {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .unreadableFile(path: path, reason: "it is not a regular file")
        }
        return try body("/dev/fd/\(descriptor)")
    }

    static func loadRaster(path: String) throws(ImagingError) -> RGBImage {
        try withRegularFile(path) { opened throws(ImagingError) in try loadRaster(opened: opened) }
    }

    private static func loadRaster(opened path: String) throws(ImagingError) -> RGBImage {
        var width: Int32 = 0
        var height: Int32 = 0
        var pixelFormat = Int32(TJPF_RGB.rawValue)
        guard let pixels = tjLoadImage(path, &width, 1, &height, &pixelFormat, 0) else {
            throw .corrupt(reason: TurboJPEGHandle.lastError(of: nil))
        }
        defer { tjFree(pixels) }
        let count = Int(width) * Int(height) * 3
        guard pixelFormat == Int32(TJPF_RGB.rawValue),
            let image = RGBImage(
                width: Int(width), height: Int(height), bytes: Array(UnsafeBufferPointer(start: pixels, count: count)))
        else { throw .corrupt(reason: "unexpected pixel layout") }
        return image
    }

    static func read(_ path: String) throws(ImagingError) -> Data {
        try withRegularFile(path) { opened throws(ImagingError) in
            do {
                // Mapped, not read: a huge file costs address space, not memory, until it is decoded.
                return try Data(contentsOf: URL(fileURLWithPath: opened), options: .alwaysMapped)
            } catch {
                throw .unreadableFile(path: path, reason: error.localizedDescription)
            }
        }
    }

    static func readPrefix(of path: String) throws(ImagingError) -> Data {
        try withRegularFile(path) { opened throws(ImagingError) in
            do {
                let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: opened))
                defer { try? file.close() }
                // Enough for any real header, comments included.
                return try file.read(upToCount: RasterHeader.maximumLength) ?? Data()
            } catch {
                throw .unreadableFile(path: path, reason: error.localizedDescription)
            }
        }
    }
}

/// Hands one value to a waiting continuation, once: whichever comes first — the work's result or
/// the caller's cancellation (`nil`) — resumes it; the other finds nothing to resume.
private final class Handoff<Value: Sendable>: Sendable {
    private let waiting = Mutex<CheckedContinuation<Value?, Never>?>(nil)
    private let early = Mutex<Value??>(nil)

    func wait(with continuation: CheckedContinuation<Value?, Never>) {
        let arrived: Value?? = waiting.withLock { slot in
            early.withLock { value in
                guard let value else {
                    slot = continuation
                    return nil
                }
                return .some(value)
            }
        }
        if let arrived { continuation.resume(returning: arrived) }
    }

    func finish(_ value: Value?) {
        let continuation: CheckedContinuation<Value?, Never>? = waiting.withLock { slot in
            guard let continuation = slot else {
                early.withLock { if $0 == nil { $0 = .some(value) } }
                return nil
            }
            slot = nil
            return continuation
        }
        continuation?.resume(returning: value)
    }
}
