import Domain
import Foundation
import GRDB

/// The cards on this device, as the apps keep them: in SQLite, each the card of the account
/// signed in when it was kept, each change made here stored in the same transaction as the
/// pending change that takes it to the backend — so quitting, a crash or a dead server between
/// the two loses nothing. (The backend keeps its cards in a `CardRepository` of its own, with
/// no pending changes.) With nobody signed in there are no cards to reach.
public struct DeviceCardStore: CardStore {
    private let database: SQLiteDatabase
    private let cards: CardRepository
    private let accounts: DeviceAccount

    /// - Parameters:
    ///   - accounts: who is signed in: the cards reached are that account's.
    ///   - thumbnailer: makes the grid's picture of each saved card's front.
    ///   - now: the time a save is stamped with.
    public init(
        database: SQLiteDatabase, accounts: DeviceAccount, thumbnailer: any CardThumbnailer,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.database = database
        self.accounts = accounts
        cards = CardRepository(database: database, thumbnailer: thumbnailer, now: now)
    }

    private func owner() async throws(StorageError) -> String {
        guard let account = await accounts.current else { throw .noAccount }
        return account.key
    }

    public func count() async throws(StorageError) -> Int {
        try await cards.count(owner: owner())
    }

    public func summaries(offset: Int, limit: Int) async throws(StorageError) -> [CardSummary] {
        try await cards.summaries(owner: owner(), offset: offset, limit: limit)
    }

    public func card(identifier: Card.ID) async throws(StorageError) -> Card? {
        try await cards.card(identifier: identifier, owner: owner())
    }

    public func save(_ card: Card) async throws(StorageError) {
        let owner = try await owner()
        let rows = try cards.rows(for: [card], owner: owner)
        try await database.write { db in
            for row in rows { try row.upsert(db) }
            try PendingCardChangeRow.queue(.upload, for: card.identifier, owner: owner, in: db)
        }
    }

    @discardableResult
    public func delete(identifier: Card.ID) async throws(StorageError) -> Bool {
        let owner = try await owner()
        return try await database.write { db in
            let deleted = try CardRow.deleteOne(db, key: CardRow.key(owner, identifier))
            if deleted { try PendingCardChangeRow.queue(.delete, for: identifier, owner: owner, in: db) }
            _ = try BackendCopyRow.deleteOne(db, key: CardRow.key(owner, identifier))
            return deleted
        }
    }

    public func storeFromBackend(_ card: Card) async throws(StorageError) -> BackendCopyOutcome {
        let owner = try await owner()
        // Read first: the thumbnail is made only for a card that will be stored, and before the
        // write opens; the write checks again, as a change made here meanwhile still wins.
        let (waits, current) = try await database.read { db in
            (
                try PendingCardChangeRow.waits(for: card.identifier, owner: owner, in: db),
                try CardRow.fetchOne(db, key: CardRow.key(owner, card.identifier))?.card
            )
        }
        if waits { return .keptChangeMadeHere }
        if current == card { return .unchanged }
        let rows = try cards.rows(for: [card], owner: owner)
        return try await database.write { db in
            if try PendingCardChangeRow.waits(for: card.identifier, owner: owner, in: db) { return .keptChangeMadeHere }
            let existed = try CardRow.exists(db, key: CardRow.key(owner, card.identifier))
            for row in rows { try row.upsert(db) }
            try BackendCopyRow(owner: owner, identifier: card.identifier, revision: card.revision.description).upsert(
                db)
            return existed ? .updated : .added
        }
    }

    public func pendingChanges() async throws(StorageError) -> [PendingCardChange] {
        let owner = try await owner()
        return try await database.read { db in
            try PendingCardChangeRow.filter(PendingCardChangeRow.Columns.owner == owner)
                .order(PendingCardChangeRow.Columns.sequence).fetchAll(db).compactMap(\.change)
        }
    }

    public func backendRevision(of identifier: Card.ID) async throws(StorageError) -> Revision? {
        let owner = try await owner()
        return try await database.read { db in
            try BackendCopyRow.fetchOne(db, key: CardRow.key(owner, identifier)).flatMap { Revision($0.revision) }
        }
    }

    public func backendHas(_ card: Card) async throws(StorageError) {
        let owner = try await owner()
        try await database.write { db in
            try BackendCopyRow(owner: owner, identifier: card.identifier, revision: card.revision.description).upsert(
                db)
        }
    }

    public func changeReachedBackend(_ change: PendingCardChange) async throws(StorageError) {
        try await database.write { db in
            _ = try PendingCardChangeRow.deleteOne(db, key: change.sequence)
        }
    }

    /// The cards kept here before cards had owners, with their waiting changes and backend
    /// copies, go to `account`: called as the first account signs in, so nothing a person had
    /// is lost. Where `account` has a card of the same identifier, its own stays.
    public func claimUnownedCards(for account: Account) async throws(StorageError) {
        let nobody = CardRepository.nobody
        try await database.write { db in
            _ = try CardRepository.claimUnowned(for: account.key, in: db)
            try db.execute(
                sql: "UPDATE OR IGNORE pendingCardChange SET owner = ? WHERE owner = ?",
                arguments: [account.key, nobody])
            try PendingCardChangeRow.filter(PendingCardChangeRow.Columns.owner == nobody).deleteAll(db)
            try db.execute(
                sql: "UPDATE OR IGNORE backendCopy SET owner = ? WHERE owner = ?", arguments: [account.key, nobody])
            try db.execute(sql: "DELETE FROM backendCopy WHERE owner = ?", arguments: [nobody])
        }
    }
}
