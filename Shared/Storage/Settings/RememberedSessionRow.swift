import Foundation
import GRDB

/// The one remembered session, as JSON: the account and its token.
struct RememberedSessionRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "rememberedSession"
    static let onlyID = 1

    var id = onlyID
    var session: Data
}
