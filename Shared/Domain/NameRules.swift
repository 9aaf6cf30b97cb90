/// What a name may be — a user's, a player's, a team's, a card's — wherever it is typed or
/// sent: at most `maximumLength` characters; no invisible direction controls, which would make
/// it read differently from what is stored (a spoofed name); no control characters (a NUL, an
/// escape that would drive a terminal, a bell), which no keyboard types into a name; and no
/// blanks or zero-width characters at either end, where nobody can see them.
public enum NameRules {
    public static let maximumLength = 64

    /// The name as kept: blanks and zero-width characters cut from both ends.
    public static func normalized(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isInvisibleAtAnEnd($0) }),
            let last = scalars.lastIndex(where: { !isInvisibleAtAnEnd($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The name as kept, or why it cannot be one.
    public static func validated(_ text: String) throws(NameError) -> String {
        let name = normalized(text)
        guard !name.isEmpty else { throw .empty }
        guard !name.unicodeScalars.contains(where: \.properties.isBidiControl) else { throw .directionControl }
        if let control = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw .controlCharacter(control.value)
        }
        guard name.count <= maximumLength else { throw .tooLong }
        return name
    }

    /// Spaces, line breaks, and the characters that take no room at all: zero-width space,
    /// joiners, word joiner, byte order mark, soft hyphen.
    private static func isInvisibleAtAnEnd(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
            || ["\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{AD}"].contains(scalar)
    }
}

/// Why a text cannot be a name; the description is the message shown.
public enum NameError: Error, Hashable, Sendable, CustomStringConvertible {
    case empty
    case tooLong
    case directionControl
    /// C0 (NUL, ESC, BEL…), DEL or C1: the scalar's value, named in the message.
    case controlCharacter(UInt32)

    public var description: String {
        switch self {
        case .empty: "A name must not be empty."
        case .tooLong: "A name has at most \(NameRules.maximumLength) characters."
        case .directionControl: "A name must not contain invisible direction controls (such as U+202E)."
        case .controlCharacter(let value):
            "A name must not contain control characters (here U+\(Self.fourDigitHex(value)))."
        }
    }

    /// "001B", "0000": how Unicode names a code point.
    private static func fourDigitHex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
