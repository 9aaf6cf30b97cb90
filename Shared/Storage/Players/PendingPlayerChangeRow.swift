import Foundation
import GRDB

/// A change to the players that waits for the backend, under the account it was made as; the
/// change itself as JSON, so that it is sent exactly as it was made.
struct PendingPlayerChangeRow: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "pendingPlayerChange"

    var sequence: Int64?
    var account: String
    var change: Data
    var idempotencyKey: String?
    var mayHaveLanded = false

    mutating func didInsert(_ inserted: InsertionSuccess) {
        sequence = inserted.rowID
    }
}
