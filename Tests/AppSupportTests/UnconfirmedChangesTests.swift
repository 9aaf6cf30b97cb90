import AppSupport
import Backend
import Domain
import Foundation
import Storage
import TerminalUI
import TestSupport
import Testing

/// Changes whose request left and whose answer never came — a backend that took them and froze,
/// the person's Esc meanwhile: the app says they may have been saved, makes none of them twice,
/// and knows them for its own when it meets them. A real `backend` process behind a proxy that
/// holds its answers back, and the app's real environment over it.
@Suite("Changes whose answer never came", .serialized)
struct UnconfirmedChangesTests {
    private let folder: TemporaryDirectory
    private let backend: BackendProcess
    private let proxy: StallingProxy

    init() throws {
        folder = try TemporaryDirectory()
        backend = try BackendProcess(dataDirectory: folder.path("backend"))
        proxy = try StallingProxy(to: backend.baseURL)
    }

    private func startApp(requestTimeout: Duration = LoadedMachine.requestTimeout) async throws -> AppEnvironment {
        var configuration = AppEnvironment.Configuration(dataDirectory: folder.path("app"), server: proxy.url)
        configuration.requestTimeout = requestTimeout
        let app = try await AppEnvironment.make(configuration)
        try await app.auth.login(username: DemoData.username, password: DemoData.password, rememberMe: false)
        return app
    }

    /// Runs `change` while the backend's answers are held, and calls it off (Esc) once the backend
    /// has done it: what the caller hears.
    private func callOffAfterItLanded<T: Sendable>(_ change: @escaping @Sendable () async throws -> T) async -> (
        any Error
    )? {
        let answered = proxy.forwarded
        proxy.holdsAnswers = true
        let wait = Task { try await change() }
        await proxy.waitUntilAnswered(answered + 1)
        wait.cancel()
        let outcome = await wait.result
        proxy.holdsAnswers = false
        if case .failure(let error) = outcome { return error }
        return nil
    }

    private func players(named name: String, in app: AppEnvironment) async throws -> [Player] {
        try await app.players.page(offset: 0, limit: 100).players.filter { $0.name == name }
    }

    /// "Frozen Add", Done, the wait called off, Done again: one player.
    @Test func aCreateCalledOffAfterItLandedAndTriedAgainMakesOnePlayer() async throws {
        let app = try await startApp()
        let draft = PlayerDraft(name: "Frozen Add")

        let error = await callOffAfterItLanded { try await app.players.create(draft) }
        let retried = try await app.players.create(draft)
        let created = try await players(named: "Frozen Add", in: app)
        await app.shutDown()

        #expect(error as? RequestCancelled == RequestCancelled(mayHaveLanded: true))
        #expect("\(try #require(error))" == "Cancelled here; the server may still save it.")
        #expect(retried == .sent)
        #expect(created.count == 1)
    }

    /// Age 27 → 50, Done, Esc: the backend took it. The next edit, from the details that still
    /// show 27, meets 50 — this device's own change, not someone else's: saved, and the player as
    /// saved has both.
    @Test func anEditCalledOffAfterItLandedIsTheDevicesOwnNeverChangedElsewhere() async throws {
        let app = try await startApp()
        let ana = try #require(try await players(named: "Ana Silva", in: app).first)
        var fifty = ana
        fifty.age = 50

        let error = await callOffAfterItLanded { [fifty] in try await app.players.update(fifty, from: ana) }
        var renamed = ana
        renamed.name = "Ana S."
        let saved = try await app.players.update(renamed, from: ana)
        let stored = try #require(try await players(named: "Ana S.", in: app).first)
        await app.shutDown()

        #expect((error as? RequestCancelled)?.mayHaveLanded == true)
        #expect(saved.delivery == .sent)
        #expect(
            saved.player.age == 50 && saved.player.name == "Ana S.",
            "what the details show: the backend's copy with the change")
        #expect(stored == saved.player)
    }

    /// The same value sent again after its answer was lost is no conflict: it is saved.
    @Test func theSameEditSentAgainAfterItsAnswerWasLostIsSaved() async throws {
        let app = try await startApp()
        let ben = try #require(try await players(named: "Ben Carter", in: app).first)
        var older = ben
        older.age = 35

        _ = await callOffAfterItLanded { [older] in try await app.players.update(older, from: ben) }
        let again = try await app.players.update(older, from: ben)
        await app.shutDown()

        #expect(again.delivery == .sent)
        #expect(again.player.age == 35)
    }

    /// A deletion whose answer was lost, tried again, finds the player gone: done, and the next
    /// list says nothing of anyone deleting it "elsewhere".
    @Test func aDeletionWhoseAnswerWasLostIsNoDeletionElsewhere() async throws {
        let app = try await startApp()
        let emma = try #require(try await players(named: "Emma Novak", in: app).first)

        _ = await callOffAfterItLanded { try await app.players.delete(emma.id) }
        let again = try await app.players.delete(emma.id)
        let page = try await app.players.page(offset: 0, limit: 100)
        await app.shutDown()

        #expect(again == .sent)
        #expect(!page.players.contains { $0.id == emma.id })
        #expect(page.pendingChangesNote == nil, "no \"already deleted elsewhere\": it was this device's deletion")
    }

    /// A timeout is no failure to report as one: the error says the change may have been saved.
    @Test func aCreateThatTimedOutSaysItMayHaveLandedAndTriedAgainMakesOnePlayer() async throws {
        let app = try await startApp(requestTimeout: .milliseconds(500))
        proxy.holdsAnswers = true

        let error = await #expect(throws: (any Error).self) {
            try await app.players.create(PlayerDraft(name: "Slow Add"))
        }
        proxy.holdsAnswers = false
        _ = try await app.players.create(PlayerDraft(name: "Slow Add"))
        let created = try await players(named: "Slow Add", in: app)
        await app.shutDown()

        #expect(error?.isUnconfirmed == true)
        let reason = "\(try #require(error))"
        #expect(reason == "The server did not answer within 0.5 seconds.", "\(reason)")
        #expect(created.count == 1)
    }

    /// What Esc says is the kit's: while a write that left waits, that the server may still save it.
    @Test func escOnAWriteThatLeftSaysTheServerMayStillSaveIt() async throws {
        let app = try await startApp()
        let notice = await MainActor.run {
            let driver = ScriptDriver()
            app.tellCancellations(to: driver.app)
            return { @MainActor in driver.app.cancellationNotice() }
        }
        let before = await notice()
        let answered = proxy.forwarded
        proxy.holdsAnswers = true

        let players = app.players
        let wait = Task { try await players.create(PlayerDraft(name: "Held")) }
        await proxy.waitUntilAnswered(answered + 1)
        let whileHeld = await notice()
        wait.cancel()
        _ = await wait.result
        proxy.holdsAnswers = false
        let after = await notice()
        await app.shutDown()

        #expect(before == "Cancelled.", "nothing has left")
        #expect(whileHeld == "Cancelled here; the server may still save it.")
        #expect(after == "Cancelled.", "the write is over")
    }
}
