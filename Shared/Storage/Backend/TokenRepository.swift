import Foundation
import GRDB

/// The backend's bearer tokens, each standing for the user it was issued to until it expires or
/// is revoked (a logout). A user keeps its newest few sessions; older tokens, and expired ones,
/// are dropped as new ones are issued.
public struct TokenRepository: Sendable {
    public static let sessionsPerUser = 10

    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func store(_ token: String, for userID: UUID, expiresAt: Date, now: Date) async throws(StorageError) {
        try await database.write { db in
            do {
                try TokenRow(value: token, userId: userID, expiresAt: expiresAt).insert(db)
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY {
                throw StorageError.userNotFound(userID)
            }
            let ownTokens = TokenRow.filter(TokenRow.Columns.userId == userID)
            try ownTokens.filter(TokenRow.Columns.expiresAt <= now).deleteAll(db)
            let kept = ownTokens.select(Column.rowID).order(Column.rowID.desc).limit(Self.sessionsPerUser)
            try ownTokens.filter(!kept.contains(Column.rowID)).deleteAll(db)
        }
    }

    /// The user a token was issued to, while it is valid at `now`; `nil` for a token never
    /// issued, expired, revoked, or whose user is gone. Every authenticated request asks this,
    /// so it is one cached statement: the query interface would write the same SQL anew each
    /// time, a tenth of the request's cost.
    public func user(forToken token: String, at now: Date) async throws(StorageError) -> UserAccount? {
        try await database.read { db in
            try SQLRequest<UserRow>(
                sql:
                    "SELECT user.* FROM user JOIN token ON token.userId = user.id WHERE token.value = ? AND token.expiresAt > ?",
                arguments: [token, now],
                cached: true
            ).fetchOne(db)?.account
        }
    }

    /// Ends the session the token stands for; revoking a token that is gone already is no error.
    public func revoke(_ token: String) async throws(StorageError) {
        try await database.write { db in
            _ = try TokenRow.deleteOne(db, key: token)
        }
    }
}
