import Foundation
import GRDB

/// The tables of every database, created step by step from an empty file.
/// A step, once shipped, never changes: a new need is a new migration.
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("createCards", migrate: createCards)
        migrator.registerMigration("createLoginPreferences", migrate: createLoginPreferences)
        migrator.registerMigration("createBackendTables", migrate: createBackendTables)
        migrator.registerMigration("createPendingCardChanges", migrate: createPendingCardChanges)
        migrator.registerMigration("createBackendCopies", migrate: createBackendCopies)
        migrator.registerMigration("createPendingPlayerChanges", migrate: createPendingPlayerChanges)
        migrator.registerMigration("expireTokens", migrate: expireTokens)
        return migrator
    }

    private static func createCards(_ db: Database) throws {
        try db.create(table: CardRow.databaseTableName) { table in
            table.primaryKey("identifier", .text).check { length($0) > 0 }
            // Names sort regardless of case: "apple" before "Zara" (SQLite folds ASCII letters only).
            table.column("name", .text).notNull().collate(.nocase)
            table.column("front", .blob).notNull()
            table.column("back", .blob).notNull()
            table.column("thumbnail", .blob).notNull()
            table.column("updatedAt", .datetime).notNull()
        }
        // The grid pages through cards by name.
        try db.create(index: "card_on_name", on: CardRow.databaseTableName, columns: ["name", "identifier"])
    }

    /// The changes made on a device that its backend has not taken yet (`DeviceCardStore`).
    private static func createPendingCardChanges(_ db: Database) throws {
        try db.create(table: PendingCardChangeRow.databaseTableName) { table in
            table.autoIncrementedPrimaryKey("sequence")
            table.column("identifier", .text).notNull().unique()
            table.column("kind", .text).notNull().check { ["upload", "delete"].contains($0) }
        }
    }

    /// The changes to the players that a device's backend has not taken yet
    /// (`PendingPlayerChangeRepository`), in the order they were made.
    private static func createPendingPlayerChanges(_ db: Database) throws {
        try db.create(table: PendingPlayerChangeRow.databaseTableName) { table in
            table.autoIncrementedPrimaryKey("sequence")
            table.column("account", .text).notNull()
            table.column("change", .blob).notNull()
        }
        try db.create(index: "pendingPlayerChange_on_account", on: PendingPlayerChangeRow.databaseTableName, columns: ["account", "sequence"])
    }

    /// The revision of the backend's copy of each card a device has (`DeviceCardStore`).
    private static func createBackendCopies(_ db: Database) throws {
        try db.create(table: BackendCopyRow.databaseTableName) { table in
            table.primaryKey("identifier", .text)
            table.column("revision", .text).notNull()
        }
    }

    /// Tokens end: a day after the login, or a month with "Remember me". Those issued before had no
    /// end, so they end here; the apps kept them in memory only, so nobody is logged out by it.
    private static func expireTokens(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM token")
        try db.alter(table: TokenRow.databaseTableName) { table in
            table.add(column: "expiresAt", .datetime).notNull().defaults(to: Date(timeIntervalSince1970: 0))
        }
    }

    private static func createLoginPreferences(_ db: Database) throws {
        try db.create(table: LoginPreferencesRow.databaseTableName) { table in
            table.primaryKey("id", .integer).check { $0 == LoginPreferencesRow.onlyID }
            table.column("rememberMe", .boolean).notNull()
            table.column("username", .text)
        }
    }

    private static func createBackendTables(_ db: Database) throws {
        try db.create(table: UserRow.databaseTableName) { table in
            table.primaryKey("id", .blob)
            table.column("username", .text).notNull().unique().collate(.nocase)
            table.column("passwordHash", .text).notNull()
        }
        try db.create(table: TokenRow.databaseTableName) { table in
            table.primaryKey("value", .text)
            table.belongsTo(UserRow.databaseTableName, onDelete: .cascade).notNull()
        }
        try db.create(table: PlayerRow.databaseTableName) { table in
            table.autoIncrementedPrimaryKey("id")
            table.belongsTo("owner", inTable: UserRow.databaseTableName, onDelete: .cascade).notNull()
            table.column("name", .text).notNull()
            table.column("age", .integer)
            // Spelled out, not taken from the enums: a shipped migration must never change.
            table.column("skill", .text).check { ["beginner", "amateur", "professional"].contains($0) }
            table.column("preferredPosition", .text)
                .check { ["goalkeeper", "defender", "midfielder", "winger", "striker"].contains($0) }
            table.column("favouriteTeam", .text)
        }
        try db.create(table: GatherRow.databaseTableName) { table in
            table.primaryKey("id", .blob)
            table.belongsTo("owner", inTable: UserRow.databaseTableName, onDelete: .cascade).notNull()
            table.column("score", .text)
            table.column("winnerTeam", .text)
        }
        try db.create(table: GatherPlayerRow.databaseTableName) { table in
            table.belongsTo(GatherRow.databaseTableName, onDelete: .cascade).notNull()
            table.belongsTo(PlayerRow.databaseTableName, onDelete: .cascade).notNull()
            table.column("team", .text).notNull().check { ["Team A", "Team B"].contains($0) }
            table.primaryKey(["gatherId", "playerId"])
        }
    }
}
