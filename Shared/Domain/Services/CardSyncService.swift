/// The cards kept on the backend, for My Cards to sync with.
public protocol CardSyncService: Sendable {
    func downloadCards() async throws -> [Card]
    /// Inserts or replaces the card on the backend. With `base` (the revision of the backend's
    /// copy this one was made from), only if the backend's copy is still that one.
    /// - Throws: `CardChangedElsewhere` when it is not.
    func upload(_ card: Card, basedOn base: Revision?) async throws
    func deleteCard(identifier: Card.ID) async throws
}
