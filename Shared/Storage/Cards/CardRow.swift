import Domain
import Foundation
import GRDB

/// A card as stored: its owner, both photos and the grid's thumbnail, one row.
struct CardRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "card"

    enum Columns {
        static let owner = Column(CodingKeys.owner)
        static let identifier = Column(CodingKeys.identifier)
        static let name = Column(CodingKeys.name)
        static let thumbnail = Column(CodingKeys.thumbnail)
        static let updatedAt = Column(CodingKeys.updatedAt)
    }

    var owner: String
    var identifier: String
    var name: String
    var front: Data
    var back: Data
    var thumbnail: Data
    var updatedAt: Date

    var card: Card { Card(identifier: identifier, name: name, front: front, back: back) }

    /// The key of `owner`'s card `identifier`.
    static func key(_ owner: String, _ identifier: String) -> [String: any DatabaseValueConvertible] {
        ["owner": owner, "identifier": identifier]
    }

    /// `owner`'s cards.
    static func owned(by owner: String) -> QueryInterfaceRequest<CardRow> {
        filter(Columns.owner == owner)
    }

    /// The columns the grid needs of `owner`'s cards, never the photos, in display order.
    static func summariesByName(of owner: String) -> QueryInterfaceRequest<CardRow> {
        owned(by: owner)
            .select(Columns.identifier, Columns.name, Columns.thumbnail, Columns.updatedAt)
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
