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

    /// A new player from the name typed on Add Player: the name as `NameRules` keeps it, or
    /// `nil` while what is typed cannot be a name (blank, or only invisible characters).
    public init?(typedName: String) {
        guard let name = try? NameRules.validated(typedName) else { return nil }
        self.init(name: name)
    }
}
