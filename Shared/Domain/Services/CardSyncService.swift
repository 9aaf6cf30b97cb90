/// The cards kept on the backend, for My Cards to sync with.
public protocol CardSyncService: Sendable {
    func downloadCards() async throws -> [Card]
    /// Inserts or replaces the cards on the backend, all or none.
    func upload(_ cards: [Card]) async throws
    func deleteCard(identifier: Card.ID) async throws
}
