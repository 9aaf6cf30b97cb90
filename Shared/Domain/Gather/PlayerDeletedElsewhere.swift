/// An edit met no player: it was deleted elsewhere since this device read it. Trying again can
/// never succeed, so the person decides: add the player again as edited, or drop the change.
public struct PlayerDeletedElsewhere: Error, Hashable, Sendable, CustomStringConvertible {
    /// The player as the person left it: what adding it again makes.
    public let player: Player
    /// The name the player had when this device read it: a rename in the edit is not what was
    /// deleted.
    public let name: String

    public init(player: Player, name: String? = nil) {
        self.player = player
        self.name = name ?? player.name
    }

    public var description: String {
        "\"\(name)\" was deleted elsewhere: add it again with your change, or drop the change."
    }
}
