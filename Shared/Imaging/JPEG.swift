import CTurboJPEG
import Domain
import Foundation

/// JPEG through libjpeg-turbo: headers, DCT-scaled decoding, encoding and lossless cropping.
/// Damaged input is an `ImagingError`, never a crash; warnings (a truncated file) count as damage.
public enum JPEG {
    /// Reads the size and subsampling without decoding any pixel.
    public static func header(of data: Data) throws(ImagingError) -> JPEGHeader {
        let handle = try TurboJPEGHandle(.decompressor)
        return try header(of: data, handle: handle)
    }

    /// Decodes `data` to RGB. With `minimumSize`, libjpeg-turbo scales in the DCT domain to the
    /// smallest of its scales (1/8 … 1) whose result still covers that size — far cheaper than
    /// decoding everything and shrinking afterwards.
    public static func decode(
        _ data: Data,
        covering minimumSize: ImageSize? = nil,
        limits: ImageLimits = .standard
    ) throws(ImagingError) -> RGBImage {
        var image = RGBImage(width: 0, height: 0)
        try decode(data, into: &image, covering: minimumSize, limits: limits)
        return image
    }

    /// Decodes into `image`, reusing its memory when it already has the decoded size: a loop
    /// decoding photo after photo then skips the kernel's zeroing of fresh pages, which costs
    /// about a third of a full-size decode. After a failure it is empty.
    public static func decode(
        _ data: Data,
        into image: inout RGBImage,
        covering minimumSize: ImageSize? = nil,
        limits: ImageLimits = .standard
    ) throws(ImagingError) {
        let header = try header(of: data)
        let scale = minimumSize.map { ScalingFactor.smallest(covering: $0, from: header.size) } ?? .one
        try decode(data, header: header, at: scale, into: &image, limits: limits)
    }

    /// Decodes `data` to RGB at one of libjpeg-turbo's scales.
    static func decode(_ data: Data, at scale: ScalingFactor, limits: ImageLimits) throws(ImagingError) -> RGBImage {
        var image = RGBImage(width: 0, height: 0)
        try decode(data, header: header(of: data), at: scale, into: &image, limits: limits)
        return image
    }

    private static func decode(
        _ data: Data,
        header: JPEGHeader,
        at scale: ScalingFactor,
        into image: inout RGBImage,
        limits: ImageLimits
    ) throws(ImagingError) {
        try limits.check(header.size)
        let size = scale.apply(to: header.size)
        if image.size != size {
            image = RGBImage(uninitializedWidth: size.width, height: size.height)
        }
        let handle = try TurboJPEGHandle(.decompressor)
        let status = image.withUnsafeMutableBytes { pixels in
            data.withUnsafeBytes { jpeg in
                tjDecompress2(
                    handle.raw, jpeg.bindMemory(to: UInt8.self).baseAddress, UInt(jpeg.count),
                    pixels.baseAddress, Int32(size.width), 0, Int32(size.height), Int32(TJPF_RGB.rawValue),
                    TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS
                )
            }
        }
        guard status == 0 else {
            // Never leave half-decoded or unwritten memory where it could be drawn.
            image = RGBImage(width: 0, height: 0)
            throw .corrupt(reason: handle.lastError)
        }
    }

    /// Encodes with 4:2:0 chroma subsampling; `quality` from 1 (smallest) to 100 (best).
    public static func encode(_ image: RGBImage, quality: Int = 85) throws(ImagingError) -> Data {
        guard image.width > 0, image.height > 0 else { throw .encodingFailed(reason: "the image has no pixels") }
        let handle = try TurboJPEGHandle(.compressor)
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize: UInt = 0
        defer { tjFree(output) }

        let status = image.bytes.withUnsafeBufferPointer { pixels in
            tjCompress2(
                handle.raw, pixels.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGB.rawValue),
                &output, &outputSize, Int32(TJSAMP_420.rawValue), Int32(min(max(quality, 1), 100)), 0
            )
        }
        guard status == 0, let output else { throw .encodingFailed(reason: handle.lastError) }
        return Data(bytes: output, count: Int(outputSize))
    }

    /// Crops without decoding or re-encoding, so without any loss. The region's top-left corner
    /// is moved up and left to the nearest MCU boundary, as JPEG requires; `offset` says where
    /// the requested region starts inside the result.
    public static func losslesslyCropped(
        _ data: Data,
        to region: PixelRect,
        limits: ImageLimits = .standard
    ) throws(ImagingError) -> (jpeg: Data, offset: (x: Int, y: Int)) {
        let handle = try TurboJPEGHandle(.transformer)
        let header = try header(of: data, handle: handle)
        try limits.check(header.size)
        guard region.isInside(header.size) else {
            throw .invalidRegion(
                "\(region.width) × \(region.height) at (\(region.x), \(region.y)) is not inside a \(header.size) image")
        }
        let mcu = header.mcuSize
        guard mcu.width > 0, mcu.height > 0 else { throw .corrupt(reason: "unknown chroma subsampling") }
        let aligned = PixelRect(
            x: region.x - region.x % mcu.width,
            y: region.y - region.y % mcu.height,
            width: region.maxX - (region.x - region.x % mcu.width),
            height: region.maxY - (region.y - region.y % mcu.height)
        )
        var transform = tjtransform()
        transform.r = tjregion(
            x: Int32(aligned.x), y: Int32(aligned.y), w: Int32(aligned.width), h: Int32(aligned.height))
        transform.op = Int32(TJXOP_NONE.rawValue)
        transform.options = TJXOPT_CROP

        var output: UnsafeMutablePointer<UInt8>?
        var outputSize: UInt = 0
        defer { tjFree(output) }
        let status = data.withUnsafeBytes { jpeg in
            tjTransform(
                handle.raw, jpeg.bindMemory(to: UInt8.self).baseAddress, UInt(jpeg.count), 1, &output, &outputSize,
                &transform,
                TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS
            )
        }
        guard status == 0, let output else { throw .corrupt(reason: handle.lastError) }
        return (Data(bytes: output, count: Int(outputSize)), (region.x - aligned.x, region.y - aligned.y))
    }

    private static func header(of data: Data, handle: TurboJPEGHandle) throws(ImagingError) -> JPEGHeader {
        guard !data.isEmpty else { throw .empty }
        guard data.starts(with: [0xFF, 0xD8]) else { throw .unsupportedFormat }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colourspace: Int32 = 0
        let status = data.withUnsafeBytes { jpeg in
            tjDecompressHeader3(
                handle.raw, jpeg.bindMemory(to: UInt8.self).baseAddress, UInt(jpeg.count), &width, &height,
                &subsampling, &colourspace)
        }
        guard status == 0 else { throw .corrupt(reason: handle.lastError) }
        guard width > 0, height > 0 else { throw .corrupt(reason: "it declares a size of \(width) × \(height)") }
        return JPEGHeader(size: ImageSize(width: Int(width), height: Int(height)), subsampling: subsampling)
    }
}
