import Domain
import Foundation
import GRDB

/// A card as stored: both photos and the grid's thumbnail, one row.
struct CardRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "card"

    enum Columns {
        static let identifier = Column(CodingKeys.identifier)
        static let name = Column(CodingKeys.name)
        static let thumbnail = Column(CodingKeys.thumbnail)
        static let updatedAt = Column(CodingKeys.updatedAt)
    }

    var identifier: String
    var name: String
    var front: Data
    var back: Data
    var thumbnail: Data
    var updatedAt: Date

    var card: Card { Card(identifier: identifier, name: name, front: front, back: back) }

    /// The columns the grid needs, never the photos, in display order.
    static var summariesByName: QueryInterfaceRequest<CardRow> {
        select(Columns.identifier, Columns.name, Columns.thumbnail, Columns.updatedAt)
            .order(Columns.name, Columns.identifier)
    }

    static func summary(from row: Row) -> CardSummary {
        CardSummary(
            identifier: row[Columns.identifier],
            name: row[Columns.name],
            thumbnail: row[Columns.thumbnail],
            updatedAt: row[Columns.updatedAt]
        )
    }
}
