import Domain
import GRDB

/// The apps' preferences, in SQLite beside the cards.
public struct SettingsRepository: SettingsStore {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func loginPreferences() async throws(StorageError) -> LoginPreferences {
        let row = try await database.read { db in try LoginPreferencesRow.fetchOne(db, key: LoginPreferencesRow.onlyID)
        }
        guard let row else { return .initial }
        return LoginPreferences(rememberMe: row.rememberMe, username: row.username)
    }

    public func save(_ preferences: LoginPreferences) async throws(StorageError) {
        let row = LoginPreferencesRow(rememberMe: preferences.rememberMe, username: preferences.username)
        try await database.write { db in try row.upsert(db) }
    }
}
