extension Sequence<UInt8> {
    /// Two lowercase hex digits per byte: how the API spells a password's SHA-256 and how the
    /// backend stores a token's. Built byte by byte: `String(format:)` per byte cost the
    /// backend 6 % of every authenticated request.
    public var lowercaseHex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(underestimatedCount * 2)
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
