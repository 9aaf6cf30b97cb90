import Domain
import Foundation
import GRDB

/// A player as stored: the domain fields plus the user who owns it.
struct PlayerRow: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "player"
    static let gatherPlayers = hasMany(GatherPlayerRow.self)

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let ownerId = Column(CodingKeys.ownerId)
        static let name = Column(CodingKeys.name)
        static let age = Column(CodingKeys.age)
        static let skill = Column(CodingKeys.skill)
        static let preferredPosition = Column(CodingKeys.preferredPosition)
        static let favouriteTeam = Column(CodingKeys.favouriteTeam)
    }

    var id: Player.ID?
    var ownerId: UUID
    var name: String
    var age: Int?
    var skill: String?
    var preferredPosition: String?
    var favouriteTeam: String?

    init(owner: UUID, draft: PlayerDraft) {
        ownerId = owner
        name = draft.name
        age = draft.age
        skill = draft.skill?.rawValue
        preferredPosition = draft.preferredPosition?.rawValue
        favouriteTeam = draft.favouriteTeam
    }

    /// Read column by column, not through Decodable: a list of players decodes many rows, and the
    /// Codable path costs several times more per row.
    init(row: Row) throws {
        id = try row.decode(forColumn: Columns.id)
        ownerId = try row.decode(forColumn: Columns.ownerId)
        name = try row.decode(forColumn: Columns.name)
        age = try row.decode(forColumn: Columns.age)
        skill = try row.decode(forColumn: Columns.skill)
        preferredPosition = try row.decode(forColumn: Columns.preferredPosition)
        favouriteTeam = try row.decode(forColumn: Columns.favouriteTeam)
    }

    /// Only the rows of one user: every player query starts here, so another user's rows are never seen.
    static func owned(by owner: UUID) -> QueryInterfaceRequest<PlayerRow> {
        filter(Columns.ownerId == owner)
    }

    /// The assignments that replace all five fields of a player, as PUT does.
    static func assignments(for draft: PlayerDraft) -> [ColumnAssignment] {
        [
            Columns.name.set(to: draft.name),
            Columns.age.set(to: draft.age),
            Columns.skill.set(to: draft.skill?.rawValue),
            Columns.preferredPosition.set(to: draft.preferredPosition?.rawValue),
            Columns.favouriteTeam.set(to: draft.favouriteTeam),
        ]
    }

    /// The stored values were checked on the way in (the schema allows only known enum values).
    func player() throws -> Player {
        guard let id else { throw StorageError.database(reason: "a player row has no id") }
        return Player(
            id: id,
            name: name,
            age: age,
            skill: skill.flatMap(Skill.init(rawValue:)),
            preferredPosition: preferredPosition.flatMap(Position.init(rawValue:)),
            favouriteTeam: favouriteTeam
        )
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = Int(inserted.rowID)
    }
}
