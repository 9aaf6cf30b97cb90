/// A player of a gather and the team it played in.
public struct GatherMember: Hashable, Sendable {
    public let player: Player
    public let team: Team

    public init(player: Player, team: Team) {
        self.player = player
        self.team = team
    }
}
