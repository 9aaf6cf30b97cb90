/// The cards kept on this device. Implemented by Storage; the apps see only this protocol.
public protocol CardStore: Sendable {
    /// How many cards there are, so a grid can page through them.
    func count() async throws -> Int
    /// The cards in display order (by name), without their full photos.
    func summaries(offset: Int, limit: Int) async throws -> [CardSummary]
    /// The whole card, photos included; `nil` when there is none with this identifier.
    func card(identifier: Card.ID) async throws -> Card?
    /// Inserts or replaces a valid card, all or nothing.
    func save(_ card: Card) async throws
    /// Removes a card; `false` when there was none with this identifier.
    @discardableResult
    func delete(identifier: Card.ID) async throws -> Bool
}
