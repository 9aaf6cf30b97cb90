/// The logged-in user's players, as the screens see them: a change reached the backend, or
/// waits on this device to be sent when the backend answers (`PlayerSync`).
public protocol PlayersService: Sendable {
    /// At most `limit` players from position `offset` on, in list order, with the total count.
    func page(offset: Int, limit: Int) async throws -> PlayerPage
    func create(_ player: PlayerDraft) async throws -> Delivery
    /// Saves the fields the person changed — those that differ between `original`, the copy the
    /// screen showed, and `edited` — on the player as the backend has it now; the other fields
    /// keep what the backend has. What comes back is the player as saved: what the screens show.
    /// - Throws: `PlayerChangedElsewhere` when the backend's copy changed since it was read.
    func update(_ edited: Player, from original: Player) async throws -> SavedPlayer
    func delete(_ id: Player.ID) async throws -> Delivery
    /// The gathers the player took part in.
    func gathers(of player: Player.ID) async throws -> [Gather]
}
