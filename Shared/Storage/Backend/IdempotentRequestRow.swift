import Foundation
import GRDB

/// A create done once for an `Idempotency-Key`, and what it gave (its outcome, as JSON).
struct IdempotentRequestRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "idempotentRequest"

    enum Columns {
        static let owner = Column(CodingKeys.owner)
        static let key = Column(CodingKeys.key)
        static let createdAt = Column(CodingKeys.createdAt)
    }

    var owner: String
    var key: String
    var request: String
    var outcome: Data
    var createdAt: Date

    /// Runs `work` once for `key`, inside the caller's write transaction, so the work and the
    /// record of it commit together: a crash between them cannot make a repeat do it again. A
    /// repeat of the key gets the first outcome back; the same key for another request is
    /// refused. Without a key, `work` simply runs.
    /// - Throws: `StorageError.idempotencyKeyReused` for a key already used for another request.
    static func once<Outcome: Codable>(_ key: IdempotencyKey?, in db: Database, _ work: () throws -> Outcome) throws
        -> Outcome
    {
        guard let key else { return try work() }
        let oldest = key.receivedAt.addingTimeInterval(-IdempotencyKey.lifetime)
        let own = filter(Columns.owner == key.owner)
        try own.filter(Columns.createdAt < oldest).deleteAll(db)
        if let earlier = try own.filter(Columns.key == key.value).fetchOne(db) {
            guard earlier.request == key.request else { throw StorageError.idempotencyKeyReused(key.value) }
            do {
                return try JSONDecoder().decode(Outcome.self, from: earlier.outcome)
            } catch {
                throw StorageError.database(
                    reason: "the first answer to Idempotency-Key \(key.value) cannot be read: \(error)")
            }
        }
        let outcome = try work()
        try IdempotentRequestRow(
            owner: key.owner, key: key.value, request: key.request, outcome: JSONEncoder().encode(outcome),
            createdAt: key.receivedAt
        ).insert(db)
        // Bounded: an account keeps its newest keys only.
        let kept = own.select(Column.rowID).order(Columns.createdAt.desc, Column.rowID.desc).limit(
            IdempotencyKey.keptPerOwner)
        try own.filter(!kept.contains(Column.rowID)).deleteAll(db)
        return outcome
    }
}
