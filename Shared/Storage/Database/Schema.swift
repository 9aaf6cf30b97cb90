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
        migrator.registerMigration("ownCards", migrate: ownCards)
        migrator.registerMigration("createRememberedSession", migrate: createRememberedSession)
        migrator.registerMigration("createIdempotentRequests", migrate: createIdempotentRequests)
        migrator.registerMigration("keyPendingPlayerChanges", migrate: keyPendingPlayerChanges)
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
        try db.create(
            index: "pendingPlayerChange_on_account", on: PendingPlayerChangeRow.databaseTableName,
            columns: ["account", "sequence"])
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

    /// Each card belongs to one account: on the backend the user it was uploaded by (its id), on a
    /// device the account signed in there (`Account.key`). Two accounts' cards never meet, even
    /// under one identifier. Cards kept before accounts belong to nobody (""), until the first
    /// account that signs in takes them; so do their waiting changes and backend copies.
    private static func ownCards(_ db: Database) throws {
        try db.create(table: "ownedCard") { table in
            table.column("owner", .text).notNull()
            table.column("identifier", .text).notNull().check { length($0) > 0 }
            table.column("name", .text).notNull().collate(.nocase)
            table.column("front", .blob).notNull()
            table.column("back", .blob).notNull()
            table.column("thumbnail", .blob).notNull()
            table.column("updatedAt", .datetime).notNull()
            table.primaryKey(["owner", "identifier"])
        }
        try db.execute(
            sql: "INSERT INTO ownedCard SELECT '', identifier, name, front, back, thumbnail, updatedAt FROM card")
        try db.drop(table: "card")
        try db.rename(table: "ownedCard", to: "card")
        // The grid pages through an account's cards by name.
        try db.create(index: "card_on_owner_name", on: "card", columns: ["owner", "name", "identifier"])

        try db.create(table: "ownedPendingCardChange") { table in
            table.autoIncrementedPrimaryKey("sequence")
            table.column("owner", .text).notNull()
            table.column("identifier", .text).notNull()
            table.column("kind", .text).notNull().check { ["upload", "delete"].contains($0) }
            table.uniqueKey(["owner", "identifier"])
        }
        try db.execute(
            sql: "INSERT INTO ownedPendingCardChange SELECT sequence, '', identifier, kind FROM pendingCardChange")
        try db.drop(table: "pendingCardChange")
        try db.rename(table: "ownedPendingCardChange", to: "pendingCardChange")

        try db.create(table: "ownedBackendCopy") { table in
            table.column("owner", .text).notNull()
            table.column("identifier", .text).notNull()
            table.column("revision", .text).notNull()
            table.primaryKey(["owner", "identifier"])
        }
        try db.execute(sql: "INSERT INTO ownedBackendCopy SELECT '', identifier, revision FROM backendCopy")
        try db.drop(table: "backendCopy")
        try db.rename(table: "ownedBackendCopy", to: "backendCopy")
    }

    /// The session My Cards keeps when the person asked to be remembered: one at most.
    private static func createRememberedSession(_ db: Database) throws {
        try db.create(table: RememberedSessionRow.databaseTableName) { table in
            table.primaryKey("id", .integer).check { $0 == RememberedSessionRow.onlyID }
            table.column("session", .blob).notNull()
        }
    }

    /// The creates the backend did once for an `Idempotency-Key`, per account (`IdempotencyKey`).
    private static func createIdempotentRequests(_ db: Database) throws {
        try db.create(table: IdempotentRequestRow.databaseTableName) { table in
            table.column("owner", .text).notNull()
            table.column("key", .text).notNull()
            table.column("request", .text).notNull()
            table.column("outcome", .blob).notNull()
            table.column("createdAt", .datetime).notNull()
            table.primaryKey(["owner", "key"])
        }
        try db.create(
            index: "idempotentRequest_on_owner_createdAt", on: IdempotentRequestRow.databaseTableName,
            columns: ["owner", "createdAt"])
    }

    /// Each waiting change to the players carries the `Idempotency-Key` it is sent with, every
    /// time, and whether a sending of it may have reached the backend (a timeout): so sending it
    /// again creates nothing twice, and a deletion that did land is no "deleted elsewhere".
    private static func keyPendingPlayerChanges(_ db: Database) throws {
        try db.alter(table: PendingPlayerChangeRow.databaseTableName) { table in
            table.add(column: "idempotencyKey", .text)
            table.add(column: "mayHaveLanded", .boolean).notNull().defaults(to: false)
        }
        try db.execute(
            sql:
                "UPDATE pendingPlayerChange SET idempotencyKey = lower(hex(randomblob(16))) WHERE idempotencyKey IS NULL"
        )
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
