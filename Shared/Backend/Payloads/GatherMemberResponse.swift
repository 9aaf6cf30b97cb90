import Domain

/// A player of a gather: the player's fields with `"team"` added.
struct GatherMemberResponse: Encodable {
    let member: GatherMember

    private enum Keys: String, CodingKey {
        case team
    }

    func encode(to encoder: any Encoder) throws {
        try member.player.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(member.team.title, forKey: .team)
    }
}
