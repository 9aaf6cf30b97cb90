import Domain

/// The backend's cards in memory; records uploads and deletions and can be made to fail.
public actor CardSyncServiceSpy: CardSyncService {
    public private(set) var remoteCards: [Card]
    public private(set) var uploads: [[Card]] = []
    public private(set) var deletedIdentifiers: [Card.ID] = []
    /// A call the spy took, with what it was given.
    public enum Call: Equatable, Sendable {
        case downloadCards
        case upload(Card.ID)
        case deleteCard(identifier: Card.ID)
    }

    /// Every call in order.
    public private(set) var calls: [Call] = []
    private var failure: ServiceFailure?
    private var refusals: [Card.ID: ServiceFailure] = [:]
    private var nextUploadHook: (@Sendable () async -> Void)?
    private var nextUploadFailure: ServiceFailure?
    private var downloadGate: RequestGate?

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

    /// Runs `hook` while the next upload is in flight, before it lands — or, with `failure`,
    /// before it fails with it (an answer that never came).
    public func duringNextUpload(
        _ hook: @escaping @Sendable () async -> Void, thenFailWith failure: ServiceFailure? = nil
    ) {
        nextUploadHook = hook
        nextUploadFailure = failure
    }

    /// Every later download waits at `gate` until the test opens it.
    public func holdDownloads(at gate: RequestGate) {
        downloadGate = gate
    }

    public func downloadCards() async throws -> [Card] {
        await downloadGate?.pass()
        try checkFailure()
        calls.append(.downloadCards)
        return remoteCards
    }

    /// As the backend does: a card made from a copy that is no longer the backend's is refused.
    public func upload(_ card: Card, basedOn base: Revision?) async throws {
        try checkFailure()
        calls.append(.upload(card.identifier))
        if let refused = refusals[card.identifier] { throw refused }
        if let base, let current = remoteCards.first(where: { $0.identifier == card.identifier }),
            current.revision != base
        {
            throw CardChangedElsewhere(
                identifier: card.identifier, reason: "Card \"\(current.name)\" was changed elsewhere.")
        }
        if let hook = nextUploadHook {
            nextUploadHook = nil
            let failure = nextUploadFailure
            nextUploadFailure = nil
            await hook()
            if let failure { throw failure }
        }
        uploads.append([card])
        remoteCards.removeAll { $0.identifier == card.identifier }
        remoteCards.append(card)
    }

    /// Another device changes a card on the backend.
    public func changeElsewhere(to card: Card) {
        remoteCards = remoteCards.map { $0.identifier == card.identifier ? card : $0 }
    }

    public func deleteCard(identifier: Card.ID) async throws {
        try checkFailure()
        calls.append(.deleteCard(identifier: identifier))
        deletedIdentifiers.append(identifier)
        remoteCards.removeAll { $0.identifier == identifier }
    }

    private func checkFailure() throws {
        if let failure { throw failure }
    }
}
