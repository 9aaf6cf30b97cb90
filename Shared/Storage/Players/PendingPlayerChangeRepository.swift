import Domain
import Foundation
import GRDB

/// The changes to the players that the backend has not taken yet, in SQLite beside the cards:
/// they outlive the app, and are sent at the next load.
public struct PendingPlayerChangeRepository: PendingPlayerChangeStore {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func append(_ change: PlayerChange, account: String, idempotencyKey: String) async throws(StorageError)
        -> PendingPlayerChange
    {
        let encoded = try Self.encoded(change)
        let sequence = try await database.write { db in
            var row = PendingPlayerChangeRow(account: account, change: encoded, idempotencyKey: idempotencyKey)
            try row.insert(db)
            return row.sequence
        }
        guard let sequence else {
            throw .database(reason: "the change to \"\(change.playerName)\" was kept without a place in the order")
        }
        return PendingPlayerChange(sequence: sequence, change: change, idempotencyKey: idempotencyKey)
    }

    public func pending(account: String) async throws(StorageError) -> [PendingPlayerChange] {
        let rows = try await database.read { db in
            try PendingPlayerChangeRow.filter(Column("account") == account).order(Column("sequence")).fetchAll(db)
        }
        return try rows.map { row throws(StorageError) in
            guard let sequence = row.sequence else {
                throw .database(reason: "a waiting change has no place in the order")
            }
            do {
                let change = try JSONDecoder().decode(PlayerChange.self, from: row.change)
                // Every row has a key since the migration that gave them one; a row without one
                // would go with a new key each time, as changes did before keys.
                let key = row.idempotencyKey ?? UUID().uuidString.lowercased()
                return PendingPlayerChange(
                    sequence: sequence, change: change, idempotencyKey: key, mayHaveLanded: row.mayHaveLanded)
            } catch {
                throw .database(reason: "the waiting change \(sequence) cannot be read: \(error)")
            }
        }
    }

    public func replace(_ pending: PendingPlayerChange, with change: PlayerChange) async throws(StorageError) {
        let encoded = try Self.encoded(change)
        _ = try await database.write { db in
            try PendingPlayerChangeRow.filter(key: pending.sequence).updateAll(db, Column("change").set(to: encoded))
        }
    }

    public func remove(_ change: PendingPlayerChange) async throws(StorageError) {
        _ = try await database.write { db in try PendingPlayerChangeRow.deleteOne(db, key: change.sequence) }
    }

    public func markMayHaveLanded(_ change: PendingPlayerChange) async throws(StorageError) {
        _ = try await database.write { db in
            try PendingPlayerChangeRow.filter(key: change.sequence).updateAll(db, Column("mayHaveLanded").set(to: true))
        }
    }

    /// The change as it is kept: JSON, so that it is sent exactly as it was made.
    private static func encoded(_ change: PlayerChange) throws(StorageError) -> Data {
        do {
            return try JSONEncoder().encode(change)
        } catch {
            throw .database(reason: "the change to \"\(change.playerName)\" cannot be kept: \(error)")
        }
    }
}
