/// The logged-in user's players, on the backend.
public protocol PlayersService: Sendable {
    /// At most `limit` players from position `offset` on, in list order, with the total count.
    func page(offset: Int, limit: Int) async throws -> PlayerPage
    func create(_ player: PlayerDraft) async throws -> Player.ID
    /// Replaces every field of the player.
    func update(_ player: Player) async throws
    func delete(_ id: Player.ID) async throws
    /// The gathers the player took part in.
    func gathers(of player: Player.ID) async throws -> [Gather]
}
