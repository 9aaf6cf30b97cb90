import Domain
import Foundation
import GRDB

/// My Cards' remembered session, in SQLite beside the cards, in the data folder — which the apps
/// create readable by its owner alone (`DataDirectory`).
public struct RememberedSessionRepository: RememberedSessionStore {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// The remembered session; one that cannot be read is none (the person logs in again).
    public func rememberedSession() async throws(StorageError) -> RememberedSession? {
        let row = try await database.read { db in
            try RememberedSessionRow.fetchOne(db, key: RememberedSessionRow.onlyID)
        }
        return row.flatMap { try? JSONDecoder().decode(RememberedSession.self, from: $0.session) }
    }

    public func remember(_ session: RememberedSession) async throws(StorageError) {
        let encoded: Data
        do {
            encoded = try JSONEncoder().encode(session)
        } catch {
            throw .database(reason: "the session cannot be kept: \(error)")
        }
        try await database.write { db in try RememberedSessionRow(session: encoded).upsert(db) }
    }

    public func forgetSession() async throws(StorageError) {
        _ = try await database.write { db in try RememberedSessionRow.deleteOne(db, key: RememberedSessionRow.onlyID) }
    }
}
