import Domain
import Foundation
import GRDB

/// A player's place in a gather: in Team A or Team B, at most once per gather.
struct GatherPlayerRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "gatherPlayer"
    static let player = belongsTo(PlayerRow.self)

    enum Columns {
        static let gatherId = Column(CodingKeys.gatherId)
        static let playerId = Column(CodingKeys.playerId)
        static let team = Column(CodingKeys.team)
    }

    var gatherId: UUID
    var playerId: Player.ID
    var team: String
}
