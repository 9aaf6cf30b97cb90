import Domain
import Foundation
import GRDB

/// Writes a new user together with its players and a set of cards in one transaction, so a
/// process killed half-way leaves all of it or none: never a user with half its players, which
/// the next start would take as seeded (the backend's demo data).
public struct AccountSeeder: Sendable {
    private let database: SQLiteDatabase
    private let cardRepository: CardRepository

    public init(database: SQLiteDatabase, thumbnailer: any CardThumbnailer) {
        self.database = database
        self.cardRepository = CardRepository(database: database, thumbnailer: thumbnailer)
    }

    /// The new account, or `nil` when the username is taken (seeded before, perhaps by another
    /// process at the same moment): then nothing is written.
    public func seed(username: String, passwordHash: String, players: [PlayerDraft], cards: [Card])
        async throws(StorageError) -> UserAccount?
    {
        let account = UserAccount(id: UUID(), username: username, passwordHash: passwordHash)
        let cardRows = try cardRepository.rows(for: cards, owner: account.cardOwner)
        return try await database.write { db in
            guard try UserRow(account).insertUnlessUsernameIsTaken(db) else { return nil }
            for draft in players {
                _ = try PlayerRow(owner: account.id, draft: draft).inserted(db)
            }
            for row in cardRows { try row.upsert(db) }
            return account
        }
    }
}
