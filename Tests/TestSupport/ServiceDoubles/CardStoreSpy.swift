import Foundation
import Domain

/// Cards in memory, in name order like the real store; can be made to fail.
public actor CardStoreSpy: CardStore {
    public private(set) var cards: [Card.ID: Card]
    public private(set) var savedCards: [Card] = []
    private var failure: ServiceFailure?

    public init(_ cards: [Card] = []) {
        self.cards = Dictionary(uniqueKeysWithValues: cards.map { ($0.identifier, $0) })
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
            CardSummary(identifier: $0.identifier, name: $0.name, thumbnail: $0.front ?? Data(), updatedAt: Date(timeIntervalSince1970: 0))
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
    }

    public func delete(identifier: Card.ID) async throws -> Bool {
        try checkFailure()
        return cards.removeValue(forKey: identifier) != nil
    }

    private func checkFailure() throws {
        if let failure { throw failure }
    }
}
