import AppSupport
import Backend
import Domain
import Foundation
import TestSupport
import Testing

/// Football Gather's changes made while the backend is down, against a real `backend` process
/// killed (SIGKILL) and started again, and an app quit and started again over its data folder.
@Suite("Player changes that wait for the backend", .serialized)
struct PlayerSyncTests {
    private let folder: TemporaryDirectory
    private let backend: BackendProcess

    init() throws {
        folder = try TemporaryDirectory()
        backend = try BackendProcess(dataDirectory: folder.path("backend"))
    }

    /// The app, started over its data folder and logged in as the demo user.
    private func startApp() async throws -> AppEnvironment {
        var configuration = AppEnvironment.Configuration(dataDirectory: folder.path("app"), server: backend.baseURL)
        configuration.requestTimeout = LoadedMachine.requestTimeout
        let app = try await AppEnvironment.make(configuration, logger: TestLogging.logger())
        try await app.auth.login(username: DemoData.username, password: DemoData.password)
        return app
    }

    /// Another device, logged in to the same backend with its own data folder.
    private func otherDevice() async throws -> AppEnvironment {
        var configuration = AppEnvironment.Configuration(dataDirectory: folder.path("other"), server: backend.baseURL)
        configuration.requestTimeout = LoadedMachine.requestTimeout
        let other = try await AppEnvironment.make(configuration, logger: TestLogging.logger())
        try await other.auth.login(username: DemoData.username, password: DemoData.password)
        return other
    }

    private func players(of app: AppEnvironment) async throws -> [Player] {
        try await app.players.page(offset: 0, limit: 100).players
    }

    @Test func changesMadeWhileTheBackendIsDownSurviveAQuitAndAreSentInOrder() async throws {
        let app = try await startApp()
        let squad = try await players(of: app)
        let ana = try #require(squad.first { $0.name == "Ana Silva" })
        let ben = try #require(squad.first { $0.name == "Ben Carter" })
        backend.kill()

        var renamed = ana
        renamed.name = "Ana K."
        var older = renamed
        older.age = 30
        let deliveries = [
            try await app.players.create(PlayerDraft(name: "Zoë 東京 👩🏽‍💻")),
            try await app.players.update(renamed),
            try await app.players.update(older),
            try await app.players.delete(ben.id),
        ]
        let offline = await #expect(throws: PlayerChangesWait.self) { try await players(of: app) }
        await app.shutDown()
        try backend.start()
        let restarted = try await startApp()
        let page = try await restarted.players.page(offset: 0, limit: 100)
        let again = try await restarted.players.page(offset: 0, limit: 100)
        await restarted.shutDown()

        #expect(deliveries == [.waiting, .waiting, .waiting, .waiting])
        #expect(offline?.waiting == 4)
        #expect(offline?.description.hasSuffix("4 changes made here wait: sent when the backend answers.") == true)
        #expect(page.pendingChangesNote == "Sent 4 waiting changes")
        #expect(again.pendingChangesNote == nil, "each change is sent once")
        let names = page.players.map(\.name)
        #expect(names.contains("Zoë 東京 👩🏽‍💻"))
        #expect(!names.contains("Ben Carter"))
        let sentAna = try #require(page.players.first { $0.id == ana.id })
        #expect(sentAna.name == "Ana K." && sentAna.age == 30, "both updates, in the order they were made")
    }

    /// Another device changed the player meanwhile: the fields changed here are set on its
    /// copy, and the fields it changed are kept — nobody's change is lost.
    @Test func aWaitingEditMeetsAChangeMadeElsewhereAndBothAreKept() async throws {
        let app = try await startApp()
        let ana = try #require(try await players(of: app).first { $0.name == "Ana Silva" })
        backend.kill()
        var older = ana
        older.age = 41
        let delivery = try await app.players.update(older)
        try backend.start()
        let other = try await otherDevice()
        var elsewhere = try #require(try await players(of: other).first { $0.id == ana.id })
        elsewhere.skill = .beginner
        _ = try await other.players.update(elsewhere)
        await other.shutDown()

        let page = try await app.players.page(offset: 0, limit: 100)
        await app.shutDown()

        #expect(delivery == .waiting)
        let merged = try #require(page.players.first { $0.id == ana.id })
        #expect(merged.age == 41)
        #expect(merged.skill == .beginner)
        #expect(page.pendingChangesNote == "Sent 1 waiting change; \"Ana Silva\" was changed elsewhere too: your change was saved over it, the rest kept")
    }

    /// A change waits under the account it was made as: another user's load never sends it.
    @Test func changesWaitUnderTheirAccount() async throws {
        let app = try await startApp()
        backend.kill()
        _ = try await app.players.create(PlayerDraft(name: "Demo's new player"))
        try backend.start()
        await app.auth.logout()
        try await app.auth.register(username: "coach", password: NewPassword("coach-secret"))
        let coachs = try await app.players.page(offset: 0, limit: 100)
        await app.auth.logout()
        try await app.auth.login(username: DemoData.username, password: DemoData.password)
        let demos = try await app.players.page(offset: 0, limit: 100)
        await app.shutDown()

        #expect(coachs.players.isEmpty)
        #expect(coachs.pendingChangesNote == nil)
        #expect(demos.players.map(\.name).contains("Demo's new player"))
        #expect(demos.pendingChangesNote == "Sent 1 waiting change")
    }

    /// With the backend up, a change is sent at once and nothing waits.
    @Test func withTheBackendUpAChangeIsSentAtOnce() async throws {
        let app = try await startApp()

        let delivery = try await app.players.create(PlayerDraft(name: "Right away"))
        let page = try await app.players.page(offset: 0, limit: 100)
        await app.shutDown()

        #expect(delivery == .sent)
        #expect(page.pendingChangesNote == nil)
        #expect(page.players.map(\.name).contains("Right away"))
    }
}
