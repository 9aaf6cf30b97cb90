import Foundation
import GRDB

struct UserRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "user"
    static let tokens = hasMany(TokenRow.self)

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let username = Column(CodingKeys.username)
        static let passwordHash = Column(CodingKeys.passwordHash)
    }

    var id: UUID
    var username: String
    var passwordHash: String

    init(_ account: UserAccount) {
        id = account.id
        username = account.username
        passwordHash = account.passwordHash
    }

    /// Read by column, not through Decodable: every authenticated request reads its user.
    init(row: Row) throws {
        id = try row.decode(forColumn: Columns.id)
        username = try row.decode(forColumn: Columns.username)
        passwordHash = try row.decode(forColumn: Columns.passwordHash)
    }

    var account: UserAccount { UserAccount(id: id, username: username, passwordHash: passwordHash) }

    /// Inserts the row; `false`, with nothing written, when the username is taken (in any case).
    func insertUnlessUsernameIsTaken(_ db: Database) throws -> Bool {
        do {
            try insert(db)
            return true
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            return false
        }
    }
}
