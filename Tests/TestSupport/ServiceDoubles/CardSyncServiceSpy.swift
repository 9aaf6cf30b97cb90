import Domain

/// The backend's cards in memory; records uploads and deletions and can be made to fail.
public actor CardSyncServiceSpy: CardSyncService {
    public private(set) var remoteCards: [Card]
    public private(set) var uploads: [[Card]] = []
    public private(set) var deletedIdentifiers: [Card.ID] = []
    private var failure: ServiceFailure?

    public init(_ remoteCards: [Card] = []) {
        self.remoteCards = remoteCards
    }

    /// Every later call throws `failure`, or none with `nil`.
    public func fail(with failure: ServiceFailure?) {
        self.failure = failure
    }

    public func downloadCards() async throws -> [Card] {
        try checkFailure()
        return remoteCards
    }

    public func upload(_ cards: [Card]) async throws {
        try checkFailure()
        uploads.append(cards)
        for card in cards {
            remoteCards.removeAll { $0.identifier == card.identifier }
            remoteCards.append(card)
        }
    }

    public func deleteCard(identifier: Card.ID) async throws {
        try checkFailure()
        deletedIdentifiers.append(identifier)
        remoteCards.removeAll { $0.identifier == identifier }
    }

    private func checkFailure() throws {
        if let failure { throw failure }
    }
}
