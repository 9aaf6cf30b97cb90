/// The cards kept on this device. Implemented by Storage; the apps see only this protocol.
/// Every change made here is kept as a pending change in the same transaction as the change
/// itself, until the backend has taken it (see `CardSync`): quitting, a crash or a dead server
/// loses none.
public protocol CardStore: Sendable {
    /// How many cards there are, so a grid can page through them.
    func count() async throws -> Int
    /// The cards in display order (by name), without their full photos.
    func summaries(offset: Int, limit: Int) async throws -> [CardSummary]
    /// The whole card, photos included; `nil` when there is none with this identifier.
    func card(identifier: Card.ID) async throws -> Card?
    /// A card made or changed here: stored, and its upload queued — all or nothing.
    func save(_ card: Card) async throws
    /// A card deleted here: removed, and its deletion on the backend queued; `false` when there
    /// was none with this identifier.
    @discardableResult
    func delete(identifier: Card.ID) async throws -> Bool
    /// The backend's copy of a card, stored here unless a change made here waits for the backend.
    func storeFromBackend(_ card: Card) async throws -> BackendCopyOutcome
    /// The changes the backend has not taken yet, oldest first.
    func pendingChanges() async throws -> [PendingCardChange]
    /// The backend took `change`; a later change to the same card still waits.
    func changeReachedBackend(_ change: PendingCardChange) async throws
    /// The revision of the backend's copy of the card as this device last saw it: what an
    /// upload of a change names as its base.
    func backendRevision(of identifier: Card.ID) async throws -> Revision?
    /// The backend now has `card` as it is: the base of the next change.
    func backendHas(_ card: Card) async throws
}
