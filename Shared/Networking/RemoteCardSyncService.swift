import Domain

/// My Cards' copy on the backend: the signed-in account's cards, each request with its token.
public struct RemoteCardSyncService: CardSyncService {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func downloadCards() async throws(NetworkError) -> [Card] {
        try await client.send(APIRequest(.get, ["api", "cards"])).decode([Card].self, as: "the list of cards")
    }

    /// Inserts or replaces the cards on the backend, all or none, whatever the backend has.
    public func upload(_ cards: [Card]) async throws(NetworkError) {
        _ = try await client.send(APIRequest(.post, ["api", "cards"], json: cards, idempotency: .perContent))
    }

    public func upload(_ card: Card, basedOn base: Revision?) async throws {
        do {
            _ = try await client.send(
                APIRequest(
                    .post, ["api", "cards"], json: [CardUpload(card: card, basedOn: base)], idempotency: .perContent))
        } catch .conflict(let reason) {
            throw CardChangedElsewhere(identifier: card.identifier, reason: reason)
        }
    }

    /// Deleting a card the backend does not have leaves it as wanted: not an error.
    public func deleteCard(identifier: Card.ID) async throws(NetworkError) {
        do {
            _ = try await client.send(APIRequest(.delete, ["api", "cards", identifier]))
        } catch .notFound {
            return
        }
    }
}
