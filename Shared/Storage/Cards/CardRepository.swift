import Domain
import Foundation
import GRDB

/// Cards in SQLite, both photos and the grid's thumbnail a row. The backend keeps its cards here; the apps keep theirs in a `DeviceCardStore`, which adds the
/// changes waiting for the backend.
public struct CardRepository: Sendable {
    private let database: SQLiteDatabase
    private let thumbnailer: any CardThumbnailer
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - thumbnailer: makes the grid's picture of each saved card's front.
    ///   - now: the time a save is stamped with.
    public init(database: SQLiteDatabase, thumbnailer: any CardThumbnailer, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.thumbnailer = thumbnailer
        self.now = now
    }

    public func count() async throws(StorageError) -> Int {
        try await database.read { db in try CardRow.fetchCount(db) }
    }

    public func summaries(offset: Int, limit: Int) async throws(StorageError) -> [CardSummary] {
        try await database.read { db in
            try Row.fetchAll(db, CardRow.summariesByName.limit(max(limit, 0), offset: max(offset, 0)))
                .map(CardRow.summary(from:))
        }
    }

    public func card(identifier: Card.ID) async throws(StorageError) -> Card? {
        try await database.read { db in try CardRow.fetchOne(db, key: identifier)?.card }
    }

    public func save(_ card: Card) async throws(StorageError) {
        try await save([card])
    }

    /// Inserts or replaces several cards in one transaction: all of them are stored, or none.
    /// A card named in `bases` replaces the stored one only if that is still the copy of that
    /// revision: otherwise someone else's change would be lost.
    /// - Throws: `StorageError.cardChanged` when one is not.
    public func save(_ cards: [Card], basedOn bases: [Card.ID: Revision] = [:]) async throws(StorageError) {
        guard !cards.isEmpty else { return }
        let rows = try rows(for: cards)
        try await database.write { db in
            for (card, row) in zip(cards, rows) {
                if let base = bases[card.identifier], let stored = try CardRow.fetchOne(db, key: card.identifier)?.card, stored.revision != base {
                    throw StorageError.cardChanged(name: stored.name, identifier: card.identifier)
                }
                try row.upsert(db)
            }
        }
    }

    /// Every card with its photos, in display order: what the backend serves.
    public func allCards() async throws(StorageError) -> [Card] {
        try await database.read { db in
            try CardRow.order(CardRow.Columns.name, CardRow.Columns.identifier).fetchAll(db).map(\.card)
        }
    }

    /// Checks the cards and makes their thumbnails — before any transaction opens, so image work
    /// never holds the write lock.
    func rows(for cards: [Card]) throws(StorageError) -> [CardRow] {
        var rows: [CardRow] = []
        for card in cards {
            try rows.append(row(for: card))
        }
        return rows
    }

    private func row(for card: Card) throws(StorageError) -> CardRow {
        let photos: (front: Data, back: Data)
        let thumbnail: Data
        do { photos = try card.validatedPhotos() } catch { throw .invalidCard(error) }
        do { thumbnail = try thumbnailer.thumbnail(ofPhoto: photos.front) } catch { throw .thumbnailFailed(reason: "\(error)") }
        return CardRow(
            identifier: card.identifier,
            name: card.name,
            front: photos.front,
            back: photos.back,
            thumbnail: thumbnail,
            updatedAt: now()
        )
    }

    @discardableResult
    public func delete(identifier: Card.ID) async throws(StorageError) -> Bool {
        try await database.write { db in try CardRow.deleteOne(db, key: identifier) }
    }
}
