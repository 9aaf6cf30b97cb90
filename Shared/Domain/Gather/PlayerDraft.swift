/// A player's fields before the backend has given it an identifier.
public struct PlayerDraft: Hashable, Sendable, Codable {
    public var name: String
    public var age: Int?
    public var skill: Skill?
    public var preferredPosition: Position?
    public var favouriteTeam: String?

    public init(
        name: String,
        age: Int? = nil,
        skill: Skill? = nil,
        preferredPosition: Position? = nil,
        favouriteTeam: String? = nil
    ) {
        self.name = name
        self.age = age
        self.skill = skill
        self.preferredPosition = preferredPosition
        self.favouriteTeam = favouriteTeam
    }
}
