import Foundation
import GRDB

struct TokenRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "token"
    static let user = belongsTo(UserRow.self)

    var value: String
    var userId: UUID
}
