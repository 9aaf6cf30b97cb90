import Foundation
import GRDB

struct TokenRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "token"
    static let user = belongsTo(UserRow.self)

    enum Columns {
        static let value = Column(CodingKeys.value)
        static let userId = Column(CodingKeys.userId)
        static let expiresAt = Column(CodingKeys.expiresAt)
    }

    var value: String
    var userId: UUID
    var expiresAt: Date
}
