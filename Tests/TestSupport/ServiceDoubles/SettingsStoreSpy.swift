import Domain

/// Login preferences in memory; records every save.
public actor SettingsStoreSpy: SettingsStore {
    public private(set) var preferences: LoginPreferences
    public private(set) var saved: [LoginPreferences] = []

    public init(_ preferences: LoginPreferences = .initial) {
        self.preferences = preferences
    }

    public func loginPreferences() async throws -> LoginPreferences {
        preferences
    }

    public func save(_ preferences: LoginPreferences) async throws {
        saved.append(preferences)
        self.preferences = preferences
    }
}
