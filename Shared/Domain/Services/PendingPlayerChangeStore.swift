/// Where the changes to the players that the backend has not taken yet are kept, durable across
/// quits, each under the account it was made as (the backend's address and the username): one
/// person's waiting changes are never sent as another's.
public protocol PendingPlayerChangeStore: Sendable {
    /// Keeps `change` after every change already waiting, with the key it is sent with, and
    /// returns it with its place.
    func append(_ change: PlayerChange, account: String, idempotencyKey: String) async throws -> PendingPlayerChange
    /// The changes waiting for `account`, oldest first.
    func pending(account: String) async throws -> [PendingPlayerChange]
    /// Puts `change` in the place of a waiting one (a player added here, edited before it was sent).
    func replace(_ pending: PendingPlayerChange, with change: PlayerChange) async throws
    /// The backend took the change, or refused it for good: it waits no longer.
    func remove(_ change: PendingPlayerChange) async throws
    /// A sending of the change may have reached the backend: it waits, marked so.
    func markMayHaveLanded(_ change: PendingPlayerChange) async throws
}
