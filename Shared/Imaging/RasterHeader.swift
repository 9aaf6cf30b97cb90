/// The declared size of a PPM/PGM or BMP file, read before libjpeg-turbo loads it, so that a file
/// claiming gigapixels is refused before anything is allocated for it.
enum RasterHeader {
    /// How many leading bytes are read to find the size.
    static let maximumLength = 4096

    static func declaredSize<Bytes: Collection<UInt8>>(
        of prefix: Bytes,
        format: ImageFormat
    ) throws(ImagingError) -> ImageSize {
        let bytes = Array(prefix)
        switch format {
        case .ppm: return try netpbmSize(bytes)
        case .bmp: return try bitmapSize(bytes)
        case .jpeg: throw .unsupportedFormat
        }
    }

    /// "P6 <width> <height> …", with whitespace and # comments between the fields.
    private static func netpbmSize(_ bytes: [UInt8]) throws(ImagingError) -> ImageSize {
        var numbers: [Int] = []
        var index = 2
        while numbers.count < 2, index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                var value = 0
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                    value = min(value * 10 + Int(bytes[index] - UInt8(ascii: "0")), Int(Int32.max))
                    index += 1
                }
                numbers.append(value)
                continue
            } else if ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(byte) {
                throw .corrupt(reason: "the PPM header is malformed")
            }
            index += 1
        }
        guard numbers.count == 2 else { throw .corrupt(reason: "the PPM header is incomplete") }
        return ImageSize(width: numbers[0], height: numbers[1])
    }

    /// The DIB header after the 14-byte file header: 16-bit sizes in the old 12-byte core
    /// header, signed 32-bit sizes (negative height = top-down rows) in every later one.
    private static func bitmapSize(_ bytes: [UInt8]) throws(ImagingError) -> ImageSize {
        guard bytes.count >= 26 else { throw .corrupt(reason: "the BMP header is incomplete") }
        func littleEndian(_ offset: Int, _ length: Int) -> UInt32 {
            (0..<length).reduce(UInt32(0)) { value, byte in value | UInt32(bytes[offset + byte]) << (8 * byte) }
        }
        if littleEndian(14, 4) == 12 {
            return ImageSize(width: Int(littleEndian(18, 2)), height: Int(littleEndian(20, 2)))
        }
        let width = Int(Int32(bitPattern: littleEndian(18, 4)))
        let height = Int(Int32(bitPattern: littleEndian(22, 4)))
        // libjpeg-turbo 2.1 reads rows stored bottom-up only (a positive height).
        guard height >= 0 else { throw .unsupportedVariant(reason: "top-down BMP files are not supported") }
        return ImageSize(width: width, height: height)
    }
}
