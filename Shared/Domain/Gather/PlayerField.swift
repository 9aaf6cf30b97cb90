import Foundation

/// One editable field of a player, with the rules for changing it: how its value reads, which
/// values it may take, and what a new value does to the player.
public enum PlayerField: CaseIterable, Hashable, Sendable {
    case name
    case age
    case preferredPosition
    case skill
    case favouriteTeam

    /// An age is a whole number of years within this range, or not given.
    public static let ageRange = 1...99

    /// What a field edits: free text, or one value out of a fixed list.
    public enum Kind: Hashable, Sendable {
        case text
        case choice([String])
    }

    /// The field's name as the screens show it: "Preferred position".
    public var title: String {
        switch self {
        case .name: "Name"
        case .age: "Age"
        case .preferredPosition: "Preferred position"
        case .skill: "Skill"
        case .favouriteTeam: "Favourite team"
        }
    }

    public var kind: Kind {
        switch self {
        case .name, .age, .favouriteTeam: .text
        case .preferredPosition: .choice(Position.allCases.map(\.displayName))
        case .skill: .choice(Skill.allCases.map(\.displayName))
        }
    }

    /// The field's value in `player` as text, "" when not given.
    public func value(of player: Player) -> String {
        switch self {
        case .name: player.name
        case .age: player.age.map(String.init) ?? ""
        case .preferredPosition: player.preferredPosition?.displayName ?? ""
        case .skill: player.skill?.displayName ?? ""
        case .favouriteTeam: player.favouriteTeam ?? ""
        }
    }

    /// Whether `text` differs from the player's value, ignoring case and surrounding blanks.
    public func isChange(_ text: String, of player: Player) -> Bool {
        if self == .age, let age = try? Self.age(from: text) {
            return age != player.age
        }
        return Self.normalized(text).lowercased() != Self.normalized(value(of: player)).lowercased()
    }

    /// The player with this field set to `text` (trimmed; empty clears an optional field).
    /// - Throws: `PlayerFieldError` when the text is not a value this field can take.
    public func applying(_ text: String, to player: Player) throws(PlayerFieldError) -> Player {
        let text = Self.normalized(text)
        var changed = player
        switch self {
        case .name:
            do {
                changed.name = try NameRules.validated(text)
            } catch {
                throw error == .empty ? .nameMissing : .invalidName(error)
            }
        case .age:
            changed.age = try Self.age(from: text)
        case .preferredPosition:
            changed.preferredPosition = try Self.choice(text, among: Position.allCases, field: self)
        case .skill:
            changed.skill = try Self.choice(text, among: Skill.allCases, field: self)
        case .favouriteTeam:
            do {
                changed.favouriteTeam = text.isEmpty ? nil : try NameRules.validated(text)
            } catch {
                throw .invalidName(error)
            }
        }
        return changed
    }

    /// An age as typed: empty for none, else a whole number within `ageRange`.
    public static func age(from text: String) throws(PlayerFieldError) -> Int? {
        let text = normalized(text)
        guard !text.isEmpty else { return nil }
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let age = Int(text), ageRange.contains(age) else {
            throw .ageOutOfRange
        }
        return age
    }

    private static func choice<Value: RawRepresentable<String>>(
        _ text: String,
        among values: [Value],
        field: PlayerField
    ) throws(PlayerFieldError) -> Value? {
        guard !text.isEmpty else { return nil }
        guard let value = values.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            throw .unknownChoice(text, field: field.title)
        }
        return value
    }

    private static func normalized(_ text: String) -> String {
        NameRules.normalized(text)
    }
}

/// Why a value does not fit a player's field; the description is the inline message shown.
public enum PlayerFieldError: Error, Hashable, Sendable, CustomStringConvertible {
    case nameMissing
    case invalidName(NameError)
    case ageOutOfRange
    case unknownChoice(String, field: String)

    public var description: String {
        switch self {
        case .nameMissing: "A player needs a name."
        case .invalidName(let reason): reason.description
        case .ageOutOfRange:
            "Age must be a whole number from \(PlayerField.ageRange.lowerBound) to \(PlayerField.ageRange.upperBound)."
        case .unknownChoice(let text, let field): "\"\(text)\" is not a \(field.lowercased())."
        }
    }
}
