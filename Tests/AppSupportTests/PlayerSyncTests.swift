import AppSupport
import Backend
import Domain
import Foundation
import Storage
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
    private func startApp(requestTimeout: Duration = LoadedMachine.requestTimeout) async throws -> AppEnvironment {
        var configuration = AppEnvironment.Configuration(dataDirectory: folder.path("app"), server: backend.baseURL)
        configuration.requestTimeout = requestTimeout
        let app = try await AppEnvironment.make(configuration)
        try await app.auth.login(username: DemoData.username, password: DemoData.password, rememberMe: false)
        return app
    }

    /// Another device, logged in to the same backend with its own data folder.
    private func otherDevice() async throws -> AppEnvironment {
        var configuration = AppEnvironment.Configuration(dataDirectory: folder.path("other"), server: backend.baseURL)
        configuration.requestTimeout = LoadedMachine.requestTimeout
        let other = try await AppEnvironment.make(configuration)
        try await other.auth.login(username: DemoData.username, password: DemoData.password, rememberMe: false)
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
            try await app.players.update(renamed, from: ana).delivery,
            try await app.players.update(older, from: renamed).delivery,
            try await app.players.delete(ben.id),
        ]
        let offline = try await app.players.page(offset: 0, limit: 100)
        await app.shutDown()
        try backend.start()
        let restarted = try await startApp()
        let page = try await restarted.players.page(offset: 0, limit: 100)
        let again = try await restarted.players.page(offset: 0, limit: 100)
        await restarted.shutDown()

        #expect(deliveries == [.waiting, .waiting, .waiting, .waiting])
        #expect(offline.pendingChangesNote == "Offline: the list as last loaded; 4 changes made here wait.")
        let offlineNames = offline.players.map(\.name)
        #expect(offlineNames.last == "Zoë 東京 👩🏽‍💻", "the player added here, last")
        #expect(!offlineNames.contains("Ben Carter"))
        #expect(offline.players.first { $0.id == ana.id }.map { [$0.name, "\($0.age ?? 0)"] } == ["Ana K.", "30"])
        #expect(offline.total == squad.count)
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
        let delivery = try await app.players.update(older, from: ana).delivery
        try backend.start()
        let other = try await otherDevice()
        let before = try #require(try await players(of: other).first { $0.id == ana.id })
        var elsewhere = before
        elsewhere.skill = .beginner
        _ = try await other.players.update(elsewhere, from: before)
        await other.shutDown()

        let page = try await app.players.page(offset: 0, limit: 100)
        await app.shutDown()

        #expect(delivery == .waiting)
        let merged = try #require(page.players.first { $0.id == ana.id })
        #expect(merged.age == 41)
        #expect(merged.skill == .beginner)
        #expect(
            page.pendingChangesNote
                == "Sent 1 waiting change; \"Ana Silva\" was changed elsewhere too: your change was saved over it, the rest kept"
        )
    }

    /// A change waits under the account it was made as: another user's load never sends it.
    @Test func changesWaitUnderTheirAccount() async throws {
        let app = try await startApp()
        backend.kill()
        _ = try await app.players.create(PlayerDraft(name: "Demo's new player"))
        try backend.start()
        await app.auth.logout()
        try await app.auth.register(username: "coach", password: NewPassword("coach-secret"), rememberMe: false)
        let coachs = try await app.players.page(offset: 0, limit: 100)
        await app.auth.logout()
        try await app.auth.login(username: DemoData.username, password: DemoData.password, rememberMe: false)
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

    // MARK: What a person hit

    /// B opens Ana (29); A sets her age to 31; B's age edit meets the conflict and is discarded;
    /// B then edits another field from the copy it opened. Only that field is sent, on the
    /// backend's copy: A's 31 stays.
    @Test func anEditFromAStaleCopySendsOnlyWhatThePersonChanged() async throws {
        let app = try await startApp()
        let other = try await otherDevice()
        let opened = try #require(try await players(of: app).first { $0.name == "Ana Silva" })
        var thirtyOne = try #require(try await players(of: other).first { $0.id == opened.id })
        let before = thirtyOne
        thirtyOne.age = 31
        _ = try await other.players.update(thirtyOne, from: before)
        await other.shutDown()

        var thirtyFive = opened
        thirtyFive.age = 35
        let conflict = await #expect(throws: PlayerChangedElsewhere.self) {
            try await app.players.update(thirtyFive, from: opened)
        }
        var striker = opened
        striker.preferredPosition = .striker
        let delivery = try await app.players.update(striker, from: opened).delivery
        let saved = try #require(try await players(of: app).first { $0.id == opened.id })
        await app.shutDown()

        #expect(conflict?.current.age == 31)
        #expect(delivery == .sent)
        #expect(saved.age == 31, "the other person's change is not put back")
        #expect(saved.preferredPosition == .striker)
    }

    /// A silent server (SIGSTOP); the save waits; Esc calls it off. Nothing waits afterwards, so
    /// the next load sends nothing.
    @Test func aSaveCalledOffOnASilentServerIsNeverSent() async throws {
        let app = try await startApp()
        let ana = try #require(try await players(of: app).first { $0.name == "Ana Silva" })
        backend.silence()
        var eleven = ana
        eleven.age = 11
        let save = Task { try await app.players.update(eleven, from: ana) }
        try await waitUntilAChangeWaits(in: app)
        save.cancel()
        let outcome = await save.result
        backend.wake()
        let page = try await app.players.page(offset: 0, limit: 100)
        await app.shutDown()

        #expect(throws: RequestCancelled.self) { try outcome.get() }
        #expect(page.pendingChangesNote == nil, "nothing waited to be sent again")
        // Whether the woken server still applies the request that had left is the kernel's
        // and the server's business (its bytes were in the socket): no client can unsend them.
    }

    /// A save whose answer never comes (the request timed out) is reported failed and does not
    /// wait: it is never both.
    @Test func aSaveThatTimedOutIsReportedAndNotKept() async throws {
        let app = try await startApp(requestTimeout: .seconds(1))
        let ana = try #require(try await players(of: app).first { $0.name == "Ana Silva" })
        backend.silence()
        var eleven = ana
        eleven.age = 11

        let failure = await #expect(throws: (any Error).self) { try await app.players.update(eleven, from: ana) }
        backend.wake()
        let page = try await app.players.page(offset: 0, limit: 100)
        await app.shutDown()

        #expect(failure.map { "\($0)" } == "The server did not answer within 1 second.")
        #expect(page.pendingChangesNote == nil, "the failed change did not wait")
    }

    /// Esc on a reload from a silent server: the caller hears the cancellation, not a storage
    /// error about it.
    @Test func aReloadCalledOffSaysCancelledAndNothingElse() async throws {
        let app = try await startApp()
        let ana = try #require(try await players(of: app).first { $0.name == "Ana Silva" })
        backend.kill()
        var renamed = ana
        renamed.name = "Ana K."
        _ = try await app.players.update(renamed, from: ana)
        try backend.start()
        backend.silence()
        let reload = Task { try await app.players.page(offset: 0, limit: 100) }
        await Task.yield()
        reload.cancel()
        let outcome = await reload.result
        backend.wake()
        await app.shutDown()

        #expect(throws: RequestCancelled.self) { try outcome.get() }
    }

    /// Offline, the list goes on: a delete and an add made offline show in it, and another
    /// player can still be edited.
    @Test func offlineTheListShowsWhatItHadWithTheWaitingChanges() async throws {
        let app = try await startApp()
        let squad = try await players(of: app)
        let ben = try #require(squad.first { $0.name == "Ben Carter" })
        let ana = try #require(squad.first { $0.name == "Ana Silva" })
        backend.kill()

        _ = try await app.players.delete(ben.id)
        _ = try await app.players.create(PlayerDraft(name: "Zoë"))
        let afterBoth = try await app.players.page(offset: 0, limit: 100)
        let zoe = try #require(afterBoth.players.last)
        var zoeAged = zoe
        zoeAged.age = 20
        let zoeEdit = try await app.players.update(zoeAged, from: zoe)
        var anaRenamed = ana
        anaRenamed.name = "Ana K."
        let anaEdit = try await app.players.update(anaRenamed, from: ana)
        let offline = try await app.players.page(offset: 0, limit: 100)
        try backend.start()
        let online = try await app.players.page(offset: 0, limit: 100)
        await app.shutDown()

        #expect(afterBoth.total == squad.count)
        #expect(!afterBoth.players.contains { $0.id == ben.id })
        #expect(zoe.name == "Zoë" && zoe.id < 0, "a provisional id until the backend gives one")
        #expect([zoeEdit.delivery, anaEdit.delivery] == [.waiting, .waiting])
        #expect(
            offline.pendingChangesNote == "Offline: the list as last loaded; 3 changes made here wait.",
            "the edit of Zoë changed her addition")
        #expect(offline.players.last?.age == 20)
        #expect(online.pendingChangesNote == "Sent 3 waiting changes")
        #expect(online.players.contains { $0.name == "Zoë" && $0.age == 20 && $0.id > 0 })
        #expect(online.players.first { $0.id == ana.id }?.name == "Ana K.")
        #expect(!online.players.contains { $0.id == ben.id })
    }

    /// Another device deleted Ben first: deleting him here goes through (gone is gone), and the
    /// next page says he was already deleted — as it does for a deletion that waited offline.
    @Test func deletingAPlayerDeletedElsewhereIsDoneAndSaidSo() async throws {
        let app = try await startApp()
        let squad = try await players(of: app)
        let ben = try #require(squad.first { $0.name == "Ben Carter" })
        let chloe = try #require(squad.first { $0.name == "Chloé Martin" })
        backend.kill()
        let waiting = try await app.players.delete(chloe.id)
        try backend.start()
        let other = try await otherDevice()
        _ = try await other.players.delete(ben.id)
        _ = try await other.players.delete(chloe.id)
        await other.shutDown()

        let delivery = try await app.players.delete(ben.id)
        let page = try await app.players.page(offset: 0, limit: 100)
        let next = try await app.players.page(offset: 0, limit: 100)
        await app.shutDown()

        #expect(waiting == .waiting)
        #expect(delivery == .sent)
        #expect(
            page.pendingChangesNote
                == "\"Chloé Martin\" was already deleted elsewhere; \"Ben Carter\" was already deleted elsewhere",
            "in the order they were deleted here")
        #expect(next.pendingChangesNote == nil, "said once")
        #expect(page.total == squad.count - 2)
    }

    /// Polls the app's store (its own file, read as a second connection) until the save in
    /// flight was kept: it is then on the wire, to a server that does not answer.
    private func waitUntilAChangeWaits(in app: AppEnvironment) async throws {
        let store = PendingPlayerChangeRepository(
            database: try SQLiteDatabase.open(at: folder.path("app") + "/app.sqlite"))
        let account = "\(backend.baseURL.absoluteString) \(DemoData.username)"
        while try await store.pending(account: account).isEmpty {
            try Task.checkCancellation()
            await Task.yield()
        }
    }
}
