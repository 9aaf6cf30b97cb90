import Foundation
import GRDB

struct UserRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "user"
    static let tokens = hasMany(TokenRow.self)

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let username = Column(CodingKeys.username)
    }

    var id: UUID
    var username: String
    var passwordHash: String

    init(_ account: UserAccount) {
        id = account.id
        username = account.username
        passwordHash = account.passwordHash
    }

    var account: UserAccount { UserAccount(id: id, username: username, passwordHash: passwordHash) }
}
