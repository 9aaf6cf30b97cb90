import Domain
import Foundation
import GRDB

/// The cards on this device, as the apps keep them: in SQLite, each change made here stored in
/// the same transaction as the pending change that takes it to the backend — so quitting, a
/// crash or a dead server between the two loses nothing. (The backend keeps its cards in a
/// `CardRepository` of its own, with no pending changes.)
public struct DeviceCardStore: CardStore {
    private let database: SQLiteDatabase
    private let cards: CardRepository

    /// - Parameters:
    ///   - thumbnailer: makes the grid's picture of each saved card's front.
    ///   - now: the time a save is stamped with.
    public init(database: SQLiteDatabase, thumbnailer: any CardThumbnailer, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        cards = CardRepository(database: database, thumbnailer: thumbnailer, now: now)
    }

    public func count() async throws(StorageError) -> Int {
        try await cards.count()
    }

    public func summaries(offset: Int, limit: Int) async throws(StorageError) -> [CardSummary] {
        try await cards.summaries(offset: offset, limit: limit)
    }

    public func card(identifier: Card.ID) async throws(StorageError) -> Card? {
        try await cards.card(identifier: identifier)
    }

    public func save(_ card: Card) async throws(StorageError) {
        let rows = try cards.rows(for: [card])
        try await database.write { db in
            for row in rows { try row.upsert(db) }
            try PendingCardChangeRow.queue(.upload, for: card.identifier, in: db)
        }
    }

    @discardableResult
    public func delete(identifier: Card.ID) async throws(StorageError) -> Bool {
        try await database.write { db in
            let deleted = try CardRow.deleteOne(db, key: identifier)
            if deleted { try PendingCardChangeRow.queue(.delete, for: identifier, in: db) }
            _ = try BackendCopyRow.deleteOne(db, key: identifier)
            return deleted
        }
    }

    public func storeFromBackend(_ card: Card) async throws(StorageError) -> BackendCopyOutcome {
        // Read first: the thumbnail is made only for a card that will be stored, and before the
        // write opens; the write checks again, as a change made here meanwhile still wins.
        let (waits, current) = try await database.read { db in
            (try PendingCardChangeRow.waits(for: card.identifier, in: db), try CardRow.fetchOne(db, key: card.identifier)?.card)
        }
        if waits { return .keptChangeMadeHere }
        if current == card { return .unchanged }
        let rows = try cards.rows(for: [card])
        return try await database.write { db in
            if try PendingCardChangeRow.waits(for: card.identifier, in: db) { return .keptChangeMadeHere }
            let existed = try CardRow.exists(db, key: card.identifier)
            for row in rows { try row.upsert(db) }
            try BackendCopyRow(identifier: card.identifier, revision: card.revision.description).upsert(db)
            return existed ? .updated : .added
        }
    }

    public func pendingChanges() async throws(StorageError) -> [PendingCardChange] {
        try await database.read { db in
            try PendingCardChangeRow.order(PendingCardChangeRow.Columns.sequence).fetchAll(db).compactMap(\.change)
        }
    }

    public func backendRevision(of identifier: Card.ID) async throws(StorageError) -> Revision? {
        try await database.read { db in
            try BackendCopyRow.fetchOne(db, key: identifier).flatMap { Revision($0.revision) }
        }
    }

    public func backendHas(_ card: Card) async throws(StorageError) {
        try await database.write { db in
            try BackendCopyRow(identifier: card.identifier, revision: card.revision.description).upsert(db)
        }
    }

    public func changeReachedBackend(_ change: PendingCardChange) async throws(StorageError) {
        try await database.write { db in
            _ = try PendingCardChangeRow.deleteOne(db, key: change.sequence)
        }
    }
}
