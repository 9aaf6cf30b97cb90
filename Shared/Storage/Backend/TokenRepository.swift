import Foundation
import GRDB

/// The backend's bearer tokens, each standing for the user it was issued to. A user keeps its
/// newest few sessions; older tokens are dropped as new ones are issued.
public struct TokenRepository: Sendable {
    public static let sessionsPerUser = 10

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
            let kept = TokenRow.select(Column.rowID).filter(TokenRow.Columns.userId == userID)
                .order(Column.rowID.desc).limit(Self.sessionsPerUser)
            try TokenRow.filter(TokenRow.Columns.userId == userID).filter(!kept.contains(Column.rowID)).deleteAll(db)
        }
    }

    /// The user a token was issued to; `nil` for a token never issued, or whose user is gone.
    /// Every authenticated request asks this, so it is one cached statement: the query interface
    /// would write the same SQL anew each time, a tenth of the request's cost.
    public func user(forToken token: String) async throws(StorageError) -> UserAccount? {
        try await database.read { db in
            try SQLRequest<UserRow>(
                sql: "SELECT user.* FROM user JOIN token ON token.userId = user.id WHERE token.value = ?",
                arguments: [token],
                cached: true
            ).fetchOne(db)?.account
        }
    }
}
