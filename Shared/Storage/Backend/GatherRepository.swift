import Domain
import Foundation
import GRDB

/// The backend's gathers and who played in them. Every query is scoped to one owner in SQL:
/// another user's gather or player is simply not found.
public struct GatherRepository: Sendable {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func gathers(owner: UUID) async throws(StorageError) -> [Gather] {
        try await database.read { db in
            try GatherRow.owned(by: owner).order(Column.rowID).fetchAll(db).map(\.gather)
        }
    }

    public func gather(id: UUID, owner: UUID) async throws(StorageError) -> Gather? {
        try await database.read { db in try GatherRow.owned(by: owner).filter(key: id).fetchOne(db)?.gather }
    }

    /// - Parameter key: an `Idempotency-Key`: a repeat of it gets the gather the first request made.
    public func create(owner: UUID, once key: IdempotencyKey? = nil) async throws(StorageError) -> Gather {
        try await database.write { db in
            try IdempotentRequestRow.once(key, in: db) {
                let row = GatherRow(id: UUID(), ownerId: owner)
                try row.insert(db)
                return row.gather
            }
        }
    }

    /// Records the result of a gather.
    /// - Parameter key: an `Idempotency-Key`: a repeat of it is answered as the first request was.
    public func update(id: UUID, score: String, winnerTeam: String, owner: UUID, once key: IdempotencyKey? = nil)
        async throws(StorageError)
    {
        _ = try await database.write { db in
            try IdempotentRequestRow.once(key, in: db) {
                let updated = try GatherRow.owned(by: owner).filter(key: id).updateAll(
                    db,
                    GatherRow.Columns.score.set(to: score),
                    GatherRow.Columns.winnerTeam.set(to: winnerTeam)
                )
                guard updated > 0 else { throw StorageError.gatherNotFound(id) }
                return true
            }
        }
    }

    /// Deletes the gather and, by cascade, the list of who played in it.
    public func delete(id: UUID, owner: UUID) async throws(StorageError) {
        try await database.write { db in
            let deleted = try GatherRow.owned(by: owner).filter(key: id).deleteAll(db)
            guard deleted > 0 else { throw StorageError.gatherNotFound(id) }
        }
    }

    /// Puts one of the owner's players into one of the owner's gathers; a player already there
    /// changes team, so a player is in a gather at most once.
    public func addPlayer(_ playerID: Player.ID, to gatherID: UUID, team: Team, owner: UUID) async throws(StorageError)
    {
        guard team.playsInGather else { throw .benchPlayersAreNotStored }
        try await database.write { db in
            try Self.requireGather(gatherID, owner: owner, db)
            try Self.requirePlayer(playerID, owner: owner, db)
            try GatherPlayerRow(gatherId: gatherID, playerId: playerID, team: team.rawValue).upsert(db)
        }
    }

    /// The players of a gather with their teams, Team A first.
    public func members(ofGather gatherID: UUID, owner: UUID) async throws(StorageError) -> [GatherMember] {
        try await database.read { db in
            try Self.requireGather(gatherID, owner: owner, db)
            return
                try GatherPlayerRow
                .filter(GatherPlayerRow.Columns.gatherId == gatherID)
                .including(required: GatherPlayerRow.player)
                .order(GatherPlayerRow.Columns.team, GatherPlayerRow.Columns.playerId)
                .asRequest(of: MemberRow.self)
                .fetchAll(db)
                .map { member in try member.gatherMember() }
        }
    }

    /// The gathers a player took part in.
    public func gathers(ofPlayer playerID: Player.ID, owner: UUID) async throws(StorageError) -> [Gather] {
        try await database.read { db in
            try Self.requirePlayer(playerID, owner: owner, db)
            return try GatherRow.owned(by: owner)
                .joining(required: GatherRow.gatherPlayers.filter(GatherPlayerRow.Columns.playerId == playerID))
                .order(Column.rowID)
                .fetchAll(db)
                .map(\.gather)
        }
    }

    private static func requireGather(_ id: UUID, owner: UUID, _ db: Database) throws {
        guard try GatherRow.owned(by: owner).filter(key: id).isEmpty(db) == false else {
            throw StorageError.gatherNotFound(id)
        }
    }

    private static func requirePlayer(_ id: Player.ID, owner: UUID, _ db: Database) throws {
        guard try PlayerRow.owned(by: owner).filter(key: id).isEmpty(db) == false else {
            throw StorageError.playerNotFound(id)
        }
    }

    private struct MemberRow: Decodable, FetchableRecord {
        var gatherPlayer: GatherPlayerRow
        var player: PlayerRow

        func gatherMember() throws -> GatherMember {
            guard let team = Team(rawValue: gatherPlayer.team) else {
                throw StorageError.database(reason: "a gather member has the unknown team \"\(gatherPlayer.team)\"")
            }
            return GatherMember(player: try player.player(), team: team)
        }
    }
}
