import Domain
import Foundation
import GRDB

/// The backend's players. Every query is scoped to one owner in SQL: another user's player
/// is simply not found.
public struct PlayerRepository: Sendable {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// The most requested route's query: one cached statement rather than SQL written anew.
    public func players(owner: UUID) async throws(StorageError) -> [Player] {
        try await database.read { db in
            try SQLRequest<PlayerRow>(
                sql: "SELECT * FROM player WHERE ownerId = ? ORDER BY id", arguments: [owner], cached: true
            )
            .fetchAll(db)
            .map { try $0.player() }
        }
    }

    /// At most `limit` players from position `offset` on, and how many the owner has, read in
    /// one transaction so the two agree.
    public func page(owner: UUID, offset: Int, limit: Int) async throws(StorageError) -> PlayerPage {
        try await database.read { db in
            let total =
                try SQLRequest<Int>(
                    sql: "SELECT COUNT(*) FROM player WHERE ownerId = ?", arguments: [owner], cached: true
                )
                .fetchOne(db) ?? 0
            let players = try SQLRequest<PlayerRow>(
                sql: "SELECT * FROM player WHERE ownerId = ? ORDER BY id LIMIT ? OFFSET ?",
                arguments: [owner, limit, offset],
                cached: true
            )
            .fetchAll(db)
            .map { try $0.player() }
            return PlayerPage(offset: offset, players: players, total: total)
        }
    }

    public func player(id: Player.ID, owner: UUID) async throws(StorageError) -> Player? {
        try await database.read { db in
            try PlayerRow.owned(by: owner).filter(key: id).fetchOne(db)?.player()
        }
    }

    /// - Parameter key: an `Idempotency-Key`: a repeat of it gets the player the first request made.
    public func create(_ draft: PlayerDraft, owner: UUID, once key: IdempotencyKey? = nil) async throws(StorageError)
        -> Player
    {
        try await database.write { db in
            try IdempotentRequestRow.once(key, in: db) {
                try PlayerRow(owner: owner, draft: draft).inserted(db).player()
            }
        }
    }

    /// Replaces all fields of the player, and returns it as stored. With `expected`, only if the
    /// player is still the copy it was read as: otherwise someone else's change would be lost.
    /// - Throws: `StorageError.playerChanged` when it is not.
    @discardableResult
    public func update(id: Player.ID, with draft: PlayerDraft, owner: UUID, expected: Revision? = nil)
        async throws(StorageError) -> Player
    {
        try await database.write { db in
            let current = try PlayerRow.owned(by: owner).filter(key: id).fetchOne(db)?.player()
            guard let current else { throw StorageError.playerNotFound(id) }
            if let expected, current.revision != expected { throw StorageError.playerChanged(id) }
            try PlayerRow.owned(by: owner).filter(key: id).updateAll(db, PlayerRow.assignments(for: draft))
            return Player(id: id, draft: draft)
        }
    }

    /// Deletes the player and, by cascade, its places in gathers.
    public func delete(id: Player.ID, owner: UUID) async throws(StorageError) {
        try await database.write { db in
            let deleted = try PlayerRow.owned(by: owner).filter(key: id).deleteAll(db)
            guard deleted > 0 else { throw StorageError.playerNotFound(id) }
        }
    }
}
