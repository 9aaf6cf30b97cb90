/// The few preferences the apps keep between runs. Never holds a password or a token.
public protocol SettingsStore: Sendable {
    func loginPreferences() async throws -> LoginPreferences
    func save(_ preferences: LoginPreferences) async throws
}
