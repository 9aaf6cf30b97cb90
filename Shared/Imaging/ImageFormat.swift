/// The still-image formats the apps open, told apart by their first bytes.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    case jpeg
    case ppm
    case bmp

    /// The format whose signature `prefix` starts with, if any.
    public init?<Bytes: Collection<UInt8>>(signature prefix: Bytes) {
        let bytes = Array(prefix.prefix(3))
        switch bytes.count >= 2 ? (bytes[0], bytes[1]) : (0, 0) {
        case (0xFF, 0xD8): self = .jpeg
        // Netpbm greymaps and pixmaps, plain and binary (P2, P3, P5, P6): what libjpeg-turbo reads.
        case (UInt8(ascii: "P"), UInt8(ascii: "2")), (UInt8(ascii: "P"), UInt8(ascii: "3")),
            (UInt8(ascii: "P"), UInt8(ascii: "5")), (UInt8(ascii: "P"), UInt8(ascii: "6")):
            self = .ppm
        case (UInt8(ascii: "B"), UInt8(ascii: "M")): self = .bmp
        default: return nil
        }
    }

    /// The file name extensions of this format, lowercased.
    public var fileExtensions: Set<String> {
        switch self {
        case .jpeg: ["jpg", "jpeg", "jpe", "jfif"]
        case .ppm: ["ppm", "pgm", "pnm"]
        case .bmp: ["bmp"]
        }
    }
}
