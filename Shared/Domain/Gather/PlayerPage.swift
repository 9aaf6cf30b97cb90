/// A stretch of the user's players in list order (by id), and how many there are in all: what a
/// long list fetches for the rows in view instead of every player.
public struct PlayerPage: Hashable, Sendable {
    /// The position of the first of `players` in the whole list.
    public let offset: Int
    public let players: [Player]
    public let total: Int
    /// What became of the changes made on this device that waited for the backend, for the
    /// status line ("Sent 2 changes made here"); `nil` when none waited.
    public var pendingChangesNote: String?

    public init(offset: Int, players: [Player], total: Int, pendingChangesNote: String? = nil) {
        self.offset = offset
        self.players = players
        self.total = total
        self.pendingChangesNote = pendingChangesNote
    }

    /// The players by their position in the whole list.
    public var playersByPosition: [Int: Player] {
        Dictionary(uniqueKeysWithValues: zip(offset..., players))
    }
}
