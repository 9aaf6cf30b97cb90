import Domain
import GRDB

/// A change made on this device that the backend has not taken yet, one row per card of an
/// account: its latest. The sequence is SQLite's AUTOINCREMENT, never reused, so an upload that
/// ends after the card changed again can tell its change from the new one.
struct PendingCardChangeRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "pendingCardChange"

    enum Columns {
        static let sequence = Column(CodingKeys.sequence)
        static let owner = Column(CodingKeys.owner)
        static let identifier = Column(CodingKeys.identifier)
    }

    var sequence: Int64?
    var owner: String
    var identifier: String
    var kind: String

    var change: PendingCardChange? {
        guard let sequence, let kind = PendingCardChange.Kind(rawValue: kind) else { return nil }
        return PendingCardChange(identifier: identifier, kind: kind, sequence: sequence)
    }

    static func of(_ owner: String, _ identifier: String) -> QueryInterfaceRequest<PendingCardChangeRow> {
        filter(Columns.owner == owner && Columns.identifier == identifier)
    }

    /// Makes `kind` the card's change that waits, after every other: it replaces an older one.
    static func queue(_ kind: PendingCardChange.Kind, for identifier: String, owner: String, in db: Database) throws {
        try of(owner, identifier).deleteAll(db)
        try PendingCardChangeRow(sequence: nil, owner: owner, identifier: identifier, kind: kind.rawValue).insert(db)
    }

    static func waits(for identifier: String, owner: String, in db: Database) throws -> Bool {
        try of(owner, identifier).fetchCount(db) > 0
    }
}
