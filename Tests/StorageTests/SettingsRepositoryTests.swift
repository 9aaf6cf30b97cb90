import Domain
import GRDB
import TestSupport
import Testing

@testable import Storage

@Suite("Settings repository")
struct SettingsRepositoryTests {
    private let directory: TemporaryDirectory
    private let database: SQLiteDatabase
    private let sut: SettingsRepository

    init() throws {
        directory = try TemporaryDirectory()
        database = try SQLiteDatabase.open(at: directory.path("settings.sqlite"))
        sut = SettingsRepository(database: database)
    }

    @Test func aNewDatabaseRemembersNobodyWithRememberMeOn() async throws {
        #expect(try await sut.loginPreferences() == .initial)
    }

    @Test func aRememberedUsernameIsThereAfterReopening() async throws {
        try await sut.save(LoginPreferences(rememberMe: true, username: "demo"))

        let reopened = SettingsRepository(database: try SQLiteDatabase.open(at: database.location))

        #expect(try await reopened.loginPreferences() == LoginPreferences(rememberMe: true, username: "demo"))
    }

    @Test func turningRememberMeOffForgetsTheUsername() async throws {
        try await sut.save(LoginPreferences(rememberMe: true, username: "demo"))

        try await sut.save(LoginPreferences(rememberMe: false, username: "demo"))

        let preferences = try await sut.loginPreferences()
        let stored = try await database.read { db in
            try String.fetchOne(db, sql: "SELECT username FROM loginPreferences")
        }
        #expect(preferences.rememberMe == false)
        #expect(preferences.username == nil)
        #expect(stored == nil)
    }
}
