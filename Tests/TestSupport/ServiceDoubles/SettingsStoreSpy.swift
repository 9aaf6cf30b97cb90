import Domain

/// Login preferences in memory; records every save and can be made to fail.
public actor SettingsStoreSpy: SettingsStore {
    public private(set) var preferences: LoginPreferences
    public private(set) var saved: [LoginPreferences] = []
    private var failure: ServiceFailure?

    public init(_ preferences: LoginPreferences = .initial) {
        self.preferences = preferences
    }

    /// Every later call throws `failure`, or none with `nil`.
    public func fail(with failure: ServiceFailure?) {
        self.failure = failure
    }

    public func loginPreferences() async throws -> LoginPreferences {
        if let failure { throw failure }
        return preferences
    }

    public func save(_ preferences: LoginPreferences) async throws {
        if let failure { throw failure }
        saved.append(preferences)
        self.preferences = preferences
    }
}
