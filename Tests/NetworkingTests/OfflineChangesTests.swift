import Backend
import Domain
import Foundation
import Imaging
import Storage
import TestSupport
import Testing

@testable import Networking

/// What a person did: the backend killed, a card renamed and saved here, the backend started
/// again — and the rename must reach it, also when the app itself was restarted in between.
/// A real `backend` process, SIGKILLed (no goodbye), and the app's own store on a real SQLite
/// file, reopened as a new start would.
@Suite("Changes made while the backend is down")
struct OfflineChangesTests {
    private let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    /// The app's store on its file, as each start opens it, signed in as demo.
    private func openStore() throws -> DeviceCardStore {
        let account = DeviceAccount(Account(server: "the backend", username: DemoData.username))
        return DeviceCardStore(
            database: try SQLiteDatabase.open(at: folder.path("app.sqlite")), accounts: account,
            thumbnailer: JPEGCardThumbnailer())
    }

    /// The backend's cards for the demo account, its session kept across the backend's restarts.
    private func signedInRemote(_ backend: BackendProcess) async throws -> RemoteCardSyncService {
        let client = APIClient(baseURL: backend.baseURL, timeout: LoadedMachine.requestTimeout)
        try await RemoteAuthService(client: client).login(
            username: DemoData.username, password: DemoData.password, rememberMe: false)
        return RemoteCardSyncService(client: client)
    }

    private static func photo(_ colour: RGB) throws -> Data {
        try JPEG.encode(RGBImage(width: 600, height: 378, filledWith: colour), quality: 80)
    }

    @Test func anEditSavedWhileTheBackendIsDownReachesItOnceItIsBack() async throws {
        let backend = try BackendProcess(dataDirectory: folder.path("backend"))
        let remote = try await signedInRemote(backend)
        let store = try openStore()
        let sync = CardSync(store: store, remote: remote)
        var card = Card(name: "Gym", front: try Self.photo(.white), back: try Self.photo(.black))
        try await sync.saveLocally(card)
        try await sync.upload(card)

        backend.kill()
        card.name = "Gym Plus"
        try await sync.saveLocally(card)
        await #expect(throws: NetworkError.self) { try await sync.upload(card) }
        let offline = await #expect(throws: CardChangesWait.self) { try await sync.download() }
        #expect(offline?.failure is NetworkError)
        #expect(
            offline.map { "\($0)" }?.hasSuffix("; 1 change waits for the backend") == true,
            "the status line says what waits")
        try backend.start()
        // A new start of the app: the store reopened from its file.
        let reopened = try openStore()
        let waitingBefore = try await reopened.pendingChanges()
        let report = try await CardSync(store: reopened, remote: remote).download()

        #expect(waitingBefore.map(\.kind) == [.upload])
        #expect(report.waiting == 0)
        #expect(try await remote.downloadCards().first { $0.identifier == card.identifier }?.name == "Gym Plus")
        #expect(try await reopened.pendingChanges().isEmpty)
    }

    @Test func aDeletionMadeWhileTheBackendIsDownReachesItOnceItIsBack() async throws {
        let backend = try BackendProcess(dataDirectory: folder.path("backend"))
        let remote = try await signedInRemote(backend)
        let store = try openStore()
        let sync = CardSync(store: store, remote: remote)
        _ = try await sync.download()
        let coffee = try #require(try await store.summaries(offset: 0, limit: 10).first { $0.name == "Coffee Club" })

        backend.kill()
        try await sync.deleteLocally(coffee.identifier)
        await #expect(throws: NetworkError.self) { try await sync.deleteRemotely(coffee.identifier) }
        try backend.start()
        let report = try await sync.download()

        #expect(report.description == "Synced 1 card")
        #expect(try await remote.downloadCards().map(\.name) == ["Book Nook"])
        #expect(try await store.card(identifier: coffee.identifier) == nil)
    }

    /// The status says how many changes wait: the backend is up, but refuses one card.
    @Test func aChangeTheBackendRefusesWaitsAndTheStatusSaysSo() async throws {
        let backend = try BackendProcess(dataDirectory: folder.path("backend"))
        let remote = try await signedInRemote(backend)
        let store = try openStore()
        let sync = CardSync(store: store, remote: remote)
        // A back photo this device keeps as it is (only the front is decoded, for the grid) but
        // the backend cannot decode: cut short after its header.
        var broken = try Self.photo(.white)
        broken.replaceSubrange(200..<broken.count, with: Data(repeating: 0, count: broken.count - 200))
        try await store.save(Card(name: "Torn", front: try Self.photo(.black), back: broken))

        let report = try await sync.download()

        #expect(report.waiting == 1)
        #expect(
            report.description.hasPrefix(
                "Synced 2 cards; skipped Torn (not uploaded: The server refused the request (400)"))
        #expect(report.description.hasSuffix("; 1 change waits for the backend"))
    }

    /// Two devices, one card: this one renames it offline while the other renames it online.
    /// The backend refuses the change made from the old copy (409); the next sync here keeps the
    /// other device's name on the card and this device's version as a card of its own.
    @Test func aCardRenamedOnTwoDevicesKeepsBothNames() async throws {
        let backend = try BackendProcess(dataDirectory: folder.path("backend"))
        let remote = try await signedInRemote(backend)
        let store = try openStore()
        let sync = CardSync(store: store, remote: remote)
        _ = try await sync.download()
        let first = try #require(try await store.summaries(offset: 0, limit: 1).first)
        var mine = try #require(try await store.card(identifier: first.identifier))
        let base = mine

        backend.kill()
        mine.name = "Renamed here"
        try await sync.saveLocally(mine)
        try backend.start()
        var theirs = base
        theirs.name = "Renamed there"
        try await remote.upload(theirs, basedOn: base.revision)
        let stale = await #expect(throws: CardChangedElsewhere.self) {
            try await remote.upload(mine, basedOn: base.revision)
        }
        let report = try await sync.download()

        #expect(
            stale?.reason
                == "Card \"Renamed there\" (\(base.identifier)) was changed elsewhere since this copy was read.")
        #expect(
            try await remote.downloadCards().map(\.name).sorted() == [
                "Coffee Club", "Renamed here (this device)", "Renamed there",
            ])
        #expect(try await store.card(identifier: base.identifier)?.name == "Renamed there")
        #expect(
            report.description.contains(
                #""Renamed here" was changed elsewhere too: yours is kept as "Renamed here (this device)""#))
        #expect(report.waiting == 0)
    }

    /// The same rename made on two devices: the second one's upload, made from the copy before
    /// the first rename, finds the backend already as it is — no conflict, no copy.
    @Test func theSameEditMadeOnTwoDevicesMakesNoCopy() async throws {
        let backend = try BackendProcess(dataDirectory: folder.path("backend"))
        let remote = try await signedInRemote(backend)
        let here = try openStore()
        let otherFolder = try TemporaryDirectory()
        let account = DeviceAccount(Account(server: "the backend", username: DemoData.username))
        let there = DeviceCardStore(
            database: try SQLiteDatabase.open(at: otherFolder.path("app.sqlite")), accounts: account,
            thumbnailer: JPEGCardThumbnailer())
        _ = try await CardSync(store: here, remote: remote).download()
        _ = try await CardSync(store: there, remote: remote).download()
        let first = try #require(try await here.summaries(offset: 0, limit: 1).first)
        var renamed = try #require(try await here.card(identifier: first.identifier))
        renamed.name = "Renamed on both"

        try await CardSync(store: here, remote: remote).saveLocally(renamed)
        let fromHere = try await CardSync(store: here, remote: remote).download()
        try await CardSync(store: there, remote: remote).saveLocally(renamed)
        let fromThere = try await CardSync(store: there, remote: remote).download()

        #expect(fromHere.keptCopies.isEmpty && fromThere.keptCopies.isEmpty)
        #expect(fromThere.description == "Synced 2 cards")
        #expect(try await remote.downloadCards().map(\.name).sorted() == ["Coffee Club", "Renamed on both"])
    }

    /// A rename whose upload landed but whose answer was lost (the wait called off), still
    /// waiting here, is sent again at the next start: the backend has it already — no copy, and
    /// nothing said to be changed elsewhere.
    @Test func aRenameWhoseAnswerWasLostIsSentAgainWithoutACopy() async throws {
        let backend = try BackendProcess(dataDirectory: folder.path("backend"))
        let proxy = try StallingProxy(to: backend.baseURL)
        let client = APIClient(baseURL: proxy.url, timeout: LoadedMachine.requestTimeout)
        try await RemoteAuthService(client: client).login(
            username: DemoData.username, password: DemoData.password, rememberMe: false)
        let remote = RemoteCardSyncService(client: client)
        let store = try openStore()
        let sync = CardSync(store: store, remote: remote)
        _ = try await sync.download()
        let first = try #require(try await store.summaries(offset: 0, limit: 1).first)
        var renamed = try #require(try await store.card(identifier: first.identifier))
        renamed.name = "Renamed, answer lost"
        try await sync.saveLocally(renamed)
        let answered = proxy.forwarded
        proxy.holdsAnswers = true

        let upload = Task { [renamed] in try await sync.upload(renamed) }
        await proxy.waitUntilAnswered(answered + 1)
        upload.cancel()
        _ = await upload.result
        proxy.holdsAnswers = false
        let waiting = try await store.pendingChanges()
        let report = try await CardSync(store: try openStore(), remote: remote).download()

        #expect(waiting.map(\.identifier) == [renamed.identifier], "the change still waits here")
        #expect(report.keptCopies.isEmpty)
        #expect(report.description == "Synced 2 cards")
        #expect(try await remote.downloadCards().map(\.name).sorted() == ["Coffee Club", "Renamed, answer lost"])
    }
}
