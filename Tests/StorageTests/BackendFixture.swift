import Domain
import Foundation
import TestSupport

@testable import Storage

/// A backend database on a temp file with two users, A and B, so tests can show that
/// neither ever reaches the other's rows.
struct BackendFixture {
    let directory: TemporaryDirectory
    let database: SQLiteDatabase
    let users: UserRepository
    let tokens: TokenRepository
    let players: PlayerRepository
    let gathers: GatherRepository
    let userA: UserAccount
    let userB: UserAccount

    init() async throws {
        directory = try TemporaryDirectory()
        database = try SQLiteDatabase.open(at: directory.path("backend.sqlite"))
        users = UserRepository(database: database)
        tokens = TokenRepository(database: database)
        players = PlayerRepository(database: database)
        gathers = GatherRepository(database: database)
        userA = try await users.create(username: "alice", passwordHash: "hash-a")
        userB = try await users.create(username: "bob", passwordHash: "hash-b")
    }

    /// Counts the rows of a table, whoever owns them.
    func rowCount(_ table: String) async throws -> Int {
        try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }
}
