import Domain

/// The backend's cards in memory; records uploads and deletions and can be made to fail.
public actor CardSyncServiceSpy: CardSyncService {
    public private(set) var remoteCards: [Card]
    public private(set) var uploads: [[Card]] = []
    public private(set) var deletedIdentifiers: [Card.ID] = []
    /// Every call in order: "download", "upload <identifier>", "delete <identifier>".
    public private(set) var calls: [String] = []
    private var failure: ServiceFailure?
    private var refusals: [Card.ID: ServiceFailure] = [:]
    private var nextUploadHook: (@Sendable () async -> Void)?

    public init(_ remoteCards: [Card] = []) {
        self.remoteCards = remoteCards
    }

    /// Every later call throws `failure`, or none with `nil`.
    public func fail(with failure: ServiceFailure?) {
        self.failure = failure
    }

    /// Uploads of this card throw `failure`: the backend refuses it, and only it.
    public func refuseUploads(of identifier: Card.ID, with failure: ServiceFailure) {
        refusals[identifier] = failure
    }

    /// Runs `hook` while the next upload is in flight, before it lands.
    public func duringNextUpload(_ hook: @escaping @Sendable () async -> Void) {
        nextUploadHook = hook
    }

    public func downloadCards() async throws -> [Card] {
        try checkFailure()
        calls.append("download")
        return remoteCards
    }

    public func upload(_ cards: [Card]) async throws {
        try checkFailure()
        calls.append(contentsOf: cards.map { "upload \($0.identifier)" })
        if let refused = cards.lazy.compactMap({ self.refusals[$0.identifier] }).first { throw refused }
        if let hook = nextUploadHook {
            nextUploadHook = nil
            await hook()
        }
        uploads.append(cards)
        for card in cards {
            remoteCards.removeAll { $0.identifier == card.identifier }
            remoteCards.append(card)
        }
    }

    public func deleteCard(identifier: Card.ID) async throws {
        try checkFailure()
        calls.append("delete \(identifier)")
        deletedIdentifiers.append(identifier)
        remoteCards.removeAll { $0.identifier == identifier }
    }

    private func checkFailure() throws {
        if let failure { throw failure }
    }
}
