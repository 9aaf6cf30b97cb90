import Foundation
import GRDB

/// The backend's users. Usernames are unique regardless of case: "Demo" and "demo" are one user.
public struct UserRepository: Sendable {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func create(username: String, passwordHash: String) async throws(StorageError) -> UserAccount {
        let account = UserAccount(id: UUID(), username: username, passwordHash: passwordHash)
        try await database.write { db in
            guard try UserRow(account).insertUnlessUsernameIsTaken(db) else {
                throw StorageError.duplicateUsername(username)
            }
        }
        return account
    }

    public func user(named username: String) async throws(StorageError) -> UserAccount? {
        try await database.read { db in
            try UserRow.filter(UserRow.Columns.username == username).fetchOne(db)?.account
        }
    }

    public func user(id: UUID) async throws(StorageError) -> UserAccount? {
        try await database.read { db in try UserRow.fetchOne(db, key: id)?.account }
    }

    public func users() async throws(StorageError) -> [UserAccount] {
        try await database.read { db in
            try UserRow.order(UserRow.Columns.username).fetchAll(db).map(\.account)
        }
    }

    /// Deletes the user and, by cascade, its tokens, players and gathers; its cards and the
    /// creates it sent keys with, which are owned by its id as text, with them.
    public func delete(id: UUID) async throws(StorageError) {
        try await database.write { db in
            guard try UserRow.deleteOne(db, key: id) else { throw StorageError.userNotFound(id) }
            try CardRow.owned(by: UserAccount.cardOwner(of: id)).deleteAll(db)
            try IdempotentRequestRow.filter(IdempotentRequestRow.Columns.owner == id.uuidString).deleteAll(db)
        }
    }
}
