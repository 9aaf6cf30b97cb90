import Domain

/// A decoded picture: `width × height` RGB pixels, row after row from the top, 3 bytes each.
public struct RGBImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes: red, green, blue of each pixel in turn.
    public private(set) var bytes: [UInt8]

    public var size: ImageSize { ImageSize(width: width, height: height) }

    /// An image filled with one colour.
    public init(width: Int, height: Int, filledWith colour: RGB = .black) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        bytes = [UInt8](repeating: 0, count: self.width * self.height * 3)
        if colour != .black {
            for offset in stride(from: 0, to: bytes.count, by: 3) {
                bytes[offset] = colour.red
                bytes[offset + 1] = colour.green
                bytes[offset + 2] = colour.blue
            }
        }
    }

    /// An image whose pixels are about to be written by a decoder: no time spent zeroing them.
    init(uninitializedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
        bytes = [UInt8](unsafeUninitializedCapacity: width * height * 3) { _, count in count = width * height * 3 }
    }

    /// Wraps bytes the caller has sized as `width * height * 3`.
    init(checkedWidth width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 3, "pixel buffer of the wrong size")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Lets a decoder write the pixels in place.
    mutating func withUnsafeMutableBytes<Result>(_ body: (UnsafeMutableBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeMutableBufferPointer { buffer in body(buffer) }
    }

    /// Wraps pixel bytes; `nil` unless there are exactly `width * height * 3` of them.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width >= 0, height >= 0, !overflow, pixels <= Int.max / 3, bytes.count == pixels * 3 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// An image whose pixels are `colour(x, y)`.
    public init(width: Int, height: Int, colour: (_ x: Int, _ y: Int) -> RGB) {
        self.init(width: width, height: height)
        for y in 0..<self.height {
            for x in 0..<self.width {
                self[x, y] = colour(x, y)
            }
        }
    }

    public subscript(x: Int, y: Int) -> RGB {
        get {
            let offset = (y * width + x) * 3
            return RGB(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2])
        }
        set {
            let offset = (y * width + x) * 3
            bytes[offset] = newValue.red
            bytes[offset + 1] = newValue.green
            bytes[offset + 2] = newValue.blue
        }
    }

    /// The pixels inside `region`, which must lie within the image.
    public func cropped(to region: PixelRect) throws(ImagingError) -> RGBImage {
        guard region.isInside(size) else {
            throw .invalidRegion(
                "\(region.width) × \(region.height) at (\(region.x), \(region.y)) is not inside a \(size) image")
        }
        var result = RGBImage(width: region.width, height: region.height)
        let rowLength = region.width * 3
        for row in 0..<region.height {
            let source = ((region.y + row) * width + region.x) * 3
            result.bytes.replaceSubrange(
                row * rowLength..<(row + 1) * rowLength, with: bytes[source..<source + rowLength])
        }
        return result
    }
}

extension PixelRect {
    /// Whether the rectangle is non-empty and lies within an image of `size` — checked without
    /// adding coordinates, so a hostile rectangle cannot overflow.
    func isInside(_ size: ImageSize) -> Bool {
        width > 0 && height > 0 && x >= 0 && y >= 0 && x <= size.width - width && y <= size.height - height
    }
}
