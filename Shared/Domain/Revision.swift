import Foundation

/// A fingerprint of a record's content: two copies with the same revision hold the same data.
/// An update sends the revision of the copy it was made from, and the backend refuses it (409)
/// when its own copy has changed since — someone else's change is never silently overwritten
/// (optimistic concurrency). FNV-1a over the fields: it tells versions apart; it is not meant to
/// resist a forger.
public struct Revision: Hashable, Sendable, CustomStringConvertible {
    public let value: UInt64

    public init(value: UInt64) {
        self.value = value
    }

    /// Sixteen hexadecimal digits: how it travels in `If-Match`, `ETag` and JSON.
    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// A revision as written by `description`, with or without the quotes of an HTTP entity tag.
    public init?(_ text: String) {
        let digits =
            text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2
            ? text.dropFirst().dropLast() : Substring(text)
        guard digits.count == 16, let value = UInt64(digits, radix: 16) else { return nil }
        self.value = value
    }

    /// Builds a revision field by field; each field is length-prefixed, so ("ab", "c") and
    /// ("a", "bc") differ.
    struct Hasher {
        private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func combine(_ bytes: some Sequence<UInt8>) {
            var count: UInt64 = 0
            for byte in bytes {
                add(byte)
                count += 1
            }
            withUnsafeBytes(of: count.littleEndian) { for byte in $0 { add(byte) } }
        }

        mutating func combine(_ text: String?) {
            guard let text else { return combine([0xFF]) }
            combine(text.utf8)
        }

        private mutating func add(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }

        var revision: Revision { Revision(value: hash) }
    }
}

extension Player {
    /// The revision of this copy of the player: what an update of it says it was made from.
    public var revision: Revision {
        var hasher = Revision.Hasher()
        hasher.combine(String(id))
        hasher.combine(name)
        hasher.combine(age.map(String.init))
        hasher.combine(skill?.rawValue)
        hasher.combine(preferredPosition?.rawValue)
        hasher.combine(favouriteTeam)
        return hasher.revision
    }
}

extension Card {
    /// The revision of this copy of the card, photos included.
    public var revision: Revision {
        var hasher = Revision.Hasher()
        hasher.combine(identifier)
        hasher.combine(name)
        hasher.combine(front ?? Data([0xFF]))
        hasher.combine(back ?? Data([0xFF]))
        return hasher.revision
    }
}

/// An upload refused because the backend's copy of the card changed since this device read it.
public struct CardChangedElsewhere: Error, Hashable, Sendable, CustomStringConvertible {
    public let identifier: Card.ID
    public let reason: String

    public init(identifier: Card.ID, reason: String) {
        self.identifier = identifier
        self.reason = reason
    }

    public var description: String { reason }
}

/// An update refused because the record changed elsewhere since this copy was read; `current`
/// is what it is now, when the backend could say.
public struct PlayerChangedElsewhere: Error, Hashable, Sendable, CustomStringConvertible {
    public let current: Player

    public init(current: Player) {
        self.current = current
    }

    public static let reason = "This player was changed elsewhere since you opened it."

    public var description: String {
        let fields = PlayerField.allCases.compactMap { field -> String? in
            let value = field.value(of: current)
            return value.isEmpty ? nil : "\(field.title): \(value)"
        }
        return
            "\(Self.reason) Now: \(fields.joined(separator: ", ")). Done saves your value over it, unless it already has that value."
    }
}
