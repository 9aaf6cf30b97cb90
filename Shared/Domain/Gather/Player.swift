/// Someone who plays in the gathers of a user. Field names are the backend's JSON names.
public struct Player: Identifiable, Hashable, Sendable, Codable {
    public typealias ID = Int

    public let id: ID
    public var name: String
    public var age: Int?
    public var skill: Skill?
    public var preferredPosition: Position?
    public var favouriteTeam: String?

    public init(
        id: ID,
        name: String,
        age: Int? = nil,
        skill: Skill? = nil,
        preferredPosition: Position? = nil,
        favouriteTeam: String? = nil
    ) {
        self.id = id
        self.name = name
        self.age = age
        self.skill = skill
        self.preferredPosition = preferredPosition
        self.favouriteTeam = favouriteTeam
    }

    public init(id: ID, draft: PlayerDraft) {
        self.init(
            id: id,
            name: draft.name,
            age: draft.age,
            skill: draft.skill,
            preferredPosition: draft.preferredPosition,
            favouriteTeam: draft.favouriteTeam
        )
    }

    /// Everything but the identifier: what a create or an update sends.
    public var draft: PlayerDraft {
        PlayerDraft(
            name: name,
            age: age,
            skill: skill,
            preferredPosition: preferredPosition,
            favouriteTeam: favouriteTeam
        )
    }
}
