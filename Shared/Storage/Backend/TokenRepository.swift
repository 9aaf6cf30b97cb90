import Foundation
import GRDB

/// The backend's bearer tokens, each standing for the user it was issued to.
public struct TokenRepository: Sendable {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func store(_ token: String, for userID: UUID) async throws(StorageError) {
        try await database.write { db in
            do {
                try TokenRow(value: token, userId: userID).insert(db)
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY {
                throw StorageError.userNotFound(userID)
            }
        }
    }

    /// The user a token was issued to; `nil` for a token never issued, or whose user is gone.
    public func user(forToken token: String) async throws(StorageError) -> UserAccount? {
        try await database.read { db in
            try UserRow
                .joining(required: UserRow.tokens.filter(Column("value") == token))
                .fetchOne(db)?
                .account
        }
    }
}
