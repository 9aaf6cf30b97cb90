/// An edit met no player: it was deleted elsewhere since this device read it. Trying again can
/// never succeed, so the person decides: add the player again as edited, or drop the change.
public struct PlayerDeletedElsewhere: Error, Hashable, Sendable, CustomStringConvertible {
    /// The player as the person left it: what adding it again makes.
    public let player: Player

    public init(player: Player) {
        self.player = player
    }

    public var description: String {
        "\"\(player.name)\" was deleted elsewhere: add it again with your change, or drop the change."
    }
}
