import Domain
import Foundation

/// The body of `POST` and `PUT /api/players`. Decoded field by field so that a wrong value gets
/// a reason naming the field and what it may be.
struct PlayerPayload: Decodable {
    let draft: PlayerDraft

    static let ageRange = 1...99

    private enum Keys: String, CodingKey {
        case name, age, skill, preferredPosition, favouriteTeam
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let name = try Self.name(container.decode(String.self, forKey: .name), field: "name")
        guard let name else { throw APIError.badRequest("The player's name must not be empty.") }
        let age = try container.decodeIfPresent(Int.self, forKey: .age)
        if let age, !Self.ageRange.contains(age) {
            throw APIError.badRequest("The age must be a whole number from 1 to 99.")
        }
        draft = PlayerDraft(
            name: name,
            age: age,
            skill: try Self.decodeChoice(Skill.self, forKey: .skill, in: container),
            preferredPosition: try Self.decodeChoice(Position.self, forKey: .preferredPosition, in: container),
            favouriteTeam: try Self.name(
                container.decodeIfPresent(String.self, forKey: .favouriteTeam), field: "favourite team")
        )
    }

    /// A name as kept (`nil` when empty or absent), or a 400 saying what is wrong with it.
    private static func name(_ text: String?, field: String) throws -> String? {
        guard let text else { return nil }
        do {
            return try NameRules.validated(text)
        } catch .empty {
            return nil
        } catch {
            throw APIError.badRequest("The player's \(field): \(error)")
        }
    }

    private static func decodeChoice<Choice: RawRepresentable & CaseIterable>(
        _ type: Choice.Type,
        forKey key: Keys,
        in container: KeyedDecodingContainer<Keys>
    ) throws -> Choice? where Choice.RawValue == String {
        guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let choice = Choice(rawValue: text) else {
            let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw APIError.badRequest("\"\(text)\" is not a valid \(key.rawValue): use one of \(allowed).")
        }
        return choice
    }
}
