import Domain
import GRDB

/// Which revision of a card the backend had when this device last saw it: the base a change
/// made here is sent with, so the backend can tell it was made from a copy that is no longer
/// its own. Kept beside the card's row, as a save here replaces that whole row.
struct BackendCopyRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "backendCopy"

    var owner: String
    var identifier: String
    var revision: String
}
