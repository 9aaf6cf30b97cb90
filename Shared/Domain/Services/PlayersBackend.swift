/// The user's players on the backend, as `PlayerSync` sends to it: every call is one request.
public protocol PlayersBackend: Sendable {
    /// At most `limit` players from position `offset` on, in list order, with the total count.
    func page(offset: Int, limit: Int) async throws -> PlayerPage
    /// Sent again with the same `idempotencyKey`, the backend answers with the player it made the
    /// first time: a create that may have landed is sent again safely.
    func create(_ player: PlayerDraft, idempotencyKey: String) async throws -> Player.ID
    /// Replaces every field of the player, on the condition that the backend's copy is still
    /// the one `revision` names (any copy, when it is `nil`).
    /// - Throws: `PlayerChangedElsewhere` with the current player when it is not.
    func update(_ player: Player, basedOn revision: Revision?) async throws
    func delete(_ id: Player.ID) async throws
    func gathers(of player: Player.ID) async throws -> [Gather]
}
