import Domain
import Foundation
import GRDB

/// A gather as stored, with the user who owns it.
struct GatherRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "gather"
    static let gatherPlayers = hasMany(GatherPlayerRow.self)

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let ownerId = Column(CodingKeys.ownerId)
        static let score = Column(CodingKeys.score)
        static let winnerTeam = Column(CodingKeys.winnerTeam)
    }

    var id: UUID
    var ownerId: UUID
    var score: String?
    var winnerTeam: String?

    /// Only the rows of one user: every gather query starts here.
    static func owned(by owner: UUID) -> QueryInterfaceRequest<GatherRow> {
        filter(Columns.ownerId == owner)
    }

    var gather: Gather { Gather(id: id, score: score, winnerTeam: winnerTeam) }
}
