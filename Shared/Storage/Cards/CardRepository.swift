import Domain
import Foundation
import GRDB

/// Cards in SQLite, both photos and the grid's thumbnail a row, each card its owner's: every
/// call names the owner, and reaches no other's cards. The backend keeps its cards here, owned
/// by user ids; the apps keep theirs in a `DeviceCardStore`, owned by the account signed in,
/// which adds the changes waiting for the backend.
public struct CardRepository: Sendable {
    /// The owner of cards kept before cards had owners, until an account takes them.
    public static let nobody = ""

    private let database: SQLiteDatabase
    private let thumbnailer: any CardThumbnailer
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - thumbnailer: makes the grid's picture of each saved card's front.
    ///   - now: the time a save is stamped with.
    public init(
        database: SQLiteDatabase, thumbnailer: any CardThumbnailer, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.database = database
        self.thumbnailer = thumbnailer
        self.now = now
    }

    public func count(owner: String) async throws(StorageError) -> Int {
        try await database.read { db in try CardRow.owned(by: owner).fetchCount(db) }
    }

    public func summaries(owner: String, offset: Int, limit: Int) async throws(StorageError) -> [CardSummary] {
        try await database.read { db in
            try Row.fetchAll(db, CardRow.summariesByName(of: owner).limit(max(limit, 0), offset: max(offset, 0)))
                .map(CardRow.summary(from:))
        }
    }

    public func card(identifier: Card.ID, owner: String) async throws(StorageError) -> Card? {
        try await database.read { db in try CardRow.fetchOne(db, key: CardRow.key(owner, identifier))?.card }
    }

    public func save(_ card: Card, owner: String) async throws(StorageError) {
        try await save([card], owner: owner)
    }

    /// Inserts or replaces several of `owner`'s cards in one transaction: all of them are
    /// stored, or none. A card named in `bases` replaces the stored one only if that is still the
    /// copy of that revision — otherwise someone else's change would be lost — or if the stored
    /// one is already this card as it is sent (a change that landed before, sent again, or the
    /// same change made on two devices): a change equal to what is stored is no conflict.
    /// - Parameter key: an `Idempotency-Key`: a repeat of it is answered as the first request was.
    /// - Throws: `StorageError.cardChanged` when one is not.
    public func save(
        _ cards: [Card], owner: String, basedOn bases: [Card.ID: Revision] = [:], once key: IdempotencyKey? = nil
    ) async throws(StorageError) {
        guard !cards.isEmpty else { return }
        let rows = try rows(for: cards, owner: owner)
        _ = try await database.write { db in
            try IdempotentRequestRow.once(key, in: db) {
                for (card, row) in zip(cards, rows) {
                    if let base = bases[card.identifier],
                        let stored = try CardRow.fetchOne(db, key: CardRow.key(owner, card.identifier))?.card,
                        stored.revision != base, stored != card
                    {
                        throw StorageError.cardChanged(name: stored.name, identifier: card.identifier)
                    }
                    try row.upsert(db)
                }
                return rows.count
            }
        }
    }

    /// Every card of `owner` with its photos, in display order: what the backend serves.
    public func allCards(owner: String) async throws(StorageError) -> [Card] {
        try await database.read { db in
            try CardRow.owned(by: owner).order(CardRow.Columns.name, CardRow.Columns.identifier).fetchAll(db).map(
                \.card)
        }
    }

    /// Checks the cards and makes their thumbnails — before any transaction opens, so image work
    /// never holds the write lock.
    func rows(for cards: [Card], owner: String) throws(StorageError) -> [CardRow] {
        var rows: [CardRow] = []
        for card in cards {
            try rows.append(row(for: card, owner: owner))
        }
        return rows
    }

    private func row(for card: Card, owner: String) throws(StorageError) -> CardRow {
        let photos: (front: Data, back: Data)
        let thumbnail: Data
        do { photos = try card.validatedPhotos() } catch { throw .invalidCard(error) }
        do { thumbnail = try thumbnailer.thumbnail(ofPhoto: photos.front) } catch {
            throw .thumbnailFailed(reason: "\(error)")
        }
        return CardRow(
            owner: owner,
            identifier: card.identifier,
            name: card.name,
            front: photos.front,
            back: photos.back,
            thumbnail: thumbnail,
            updatedAt: now()
        )
    }

    @discardableResult
    public func delete(identifier: Card.ID, owner: String) async throws(StorageError) -> Bool {
        try await database.write { db in try CardRow.deleteOne(db, key: CardRow.key(owner, identifier)) }
    }

    /// Gives the cards that belong to nobody (kept before cards had owners) to `owner`, beside
    /// the cards it has; where both have one identifier, the owner's stays. How many it took.
    @discardableResult
    public func claimUnowned(for owner: String) async throws(StorageError) -> Int {
        try await database.write { db in try Self.claimUnowned(for: owner, in: db) }
    }

    static func claimUnowned(for owner: String, in db: Database) throws -> Int {
        guard owner != nobody else { return 0 }
        try db.execute(
            sql: "UPDATE OR IGNORE card SET owner = ? WHERE owner = ?",
            arguments: [owner, nobody]
        )
        let taken = db.changesCount
        try CardRow.owned(by: nobody).deleteAll(db)
        return taken
    }

    /// Deletes every card of `owner`: its account is gone.
    public func deleteAll(owner: String) async throws(StorageError) {
        _ = try await database.write { db in try CardRow.owned(by: owner).deleteAll(db) }
    }
}
