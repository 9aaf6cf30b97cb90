import Domain
import Foundation

/// Cards in memory, in name order like the real store, with the changes waiting for the backend
/// as the real store keeps them (one per card, its latest); can be made to fail.
public actor CardStoreSpy: CardStore {
    public private(set) var cards: [Card.ID: Card]
    public private(set) var savedCards: [Card] = []
    public private(set) var pending: [PendingCardChange] = []
    /// The revision of the backend's copy of each card, as last seen: the cards given at the
    /// start are taken to be the backend's copies.
    public private(set) var backendRevisions: [Card.ID: Revision]
    private var nextSequence: Int64 = 1
    private var failure: ServiceFailure?

    public init(_ cards: [Card] = []) {
        self.cards = Dictionary(uniqueKeysWithValues: cards.map { ($0.identifier, $0) })
        backendRevisions = Dictionary(uniqueKeysWithValues: cards.map { ($0.identifier, $0.revision) })
    }

    /// Every later call throws `failure`, or none with `nil`.
    public func fail(with failure: ServiceFailure?) {
        self.failure = failure
    }

    public func count() async throws -> Int {
        try checkFailure()
        return cards.count
    }

    public func summaries(offset: Int, limit: Int) async throws -> [CardSummary] {
        try checkFailure()
        let ordered = cards.values.sorted { ($0.name, $0.identifier) < ($1.name, $1.identifier) }
        return ordered.dropFirst(offset).prefix(limit).map {
            CardSummary(
                identifier: $0.identifier, name: $0.name, thumbnail: $0.front ?? Data(),
                updatedAt: Date(timeIntervalSince1970: 0))
        }
    }

    public func card(identifier: Card.ID) async throws -> Card? {
        try checkFailure()
        return cards[identifier]
    }

    public func save(_ card: Card) async throws {
        try checkFailure()
        guard card.isValid else { throw ServiceFailure("The card is not complete.") }
        savedCards.append(card)
        cards[card.identifier] = card
        queue(.upload, for: card.identifier)
    }

    public func delete(identifier: Card.ID) async throws -> Bool {
        try checkFailure()
        guard cards.removeValue(forKey: identifier) != nil else { return false }
        queue(.delete, for: identifier)
        return true
    }

    public func storeFromBackend(_ card: Card) async throws -> BackendCopyOutcome {
        try checkFailure()
        if pending.contains(where: { $0.identifier == card.identifier }) { return .keptChangeMadeHere }
        guard card.isValid else { throw ServiceFailure("The card is not complete.") }
        let current = cards[card.identifier]
        cards[card.identifier] = card
        backendRevisions[card.identifier] = card.revision
        return current == nil ? .added : current == card ? .unchanged : .updated
    }

    public func pendingChanges() async throws -> [PendingCardChange] {
        try checkFailure()
        return pending
    }

    public func changeReachedBackend(_ change: PendingCardChange) async throws {
        try checkFailure()
        pending.removeAll { $0.sequence == change.sequence }
    }

    public func backendRevision(of identifier: Card.ID) async throws -> Revision? {
        try checkFailure()
        return backendRevisions[identifier]
    }

    public func backendHas(_ card: Card) async throws {
        try checkFailure()
        backendRevisions[card.identifier] = card.revision
    }

    private func queue(_ kind: PendingCardChange.Kind, for identifier: Card.ID) {
        pending.removeAll { $0.identifier == identifier }
        pending.append(PendingCardChange(identifier: identifier, kind: kind, sequence: nextSequence))
        nextSequence += 1
    }

    private func checkFailure() throws {
        if let failure { throw failure }
    }
}
