import GRDB

/// The one row of login preferences.
struct LoginPreferencesRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "loginPreferences"
    static let onlyID = 1

    var id = onlyID
    var rememberMe: Bool
    var username: String?
}
