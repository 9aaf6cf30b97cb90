/// How well a player plays. Raw values are the backend's.
public enum Skill: String, CaseIterable, Hashable, Sendable, Codable {
    case beginner
    case amateur
    case professional

    /// Capitalized, as the screens show it: "Amateur".
    public var displayName: String { rawValue.capitalized }
}
