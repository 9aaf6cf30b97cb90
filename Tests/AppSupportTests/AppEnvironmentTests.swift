import AppSupport
import Backend
import Domain
import Foundation
import Networking
import Storage
import TestSupport
import Testing

@Suite("The composed environment")
struct AppEnvironmentTests {
    @Test func byDefaultTheBackendProgramIsStartedSeededAndStoppedWithTheApp() async throws {
        let folder = try TemporaryDirectory()
        var configuration = AppEnvironment.Configuration(dataDirectory: folder.path("data"))
        configuration.requestTimeout = LoadedMachine.requestTimeout
        let sut = try await AppEnvironment.make(configuration)

        try await sut.auth.login(username: DemoData.username, password: DemoData.password, rememberMe: false)
        let players = try await sut.players.page(offset: 0, limit: 100).players
        let cards = try await sut.cardSync.downloadCards()
        let url = try await sut.serverAddress.url()
        await sut.shutDown()

        #expect(players.count == DemoData.players.count)
        #expect(cards.count == 2)
        #expect(url.host == "127.0.0.1")
        #expect(sut.offersDemoAccount)
        #expect(FileManager.default.fileExists(atPath: folder.path("data/backend.sqlite")))
        #expect(FileManager.default.fileExists(atPath: folder.path("data/app.sqlite")))
        // Stopped with the app, and gone: its log's last word is the one it says as it ends.
        let log = try String(contentsOfFile: folder.path("data/backend.log"), encoding: .utf8)
        #expect(log.split(separator: "\n").last?.hasSuffix("Stopped.") == true)
    }

    @Test func aServerURLIsUsedInsteadOfTheLocalBackend() async throws {
        let folder = try TemporaryDirectory()
        let server = try await EmbeddedBackend.start(
            database: SQLiteDatabase.open(at: folder.path("standalone.sqlite")), logger: TestLogging.logger())
        var configuration = AppEnvironment.Configuration(dataDirectory: folder.path("data"), server: server.baseURL)
        configuration.requestTimeout = LoadedMachine.requestTimeout
        let sut = try await AppEnvironment.make(configuration)

        try await sut.auth.login(username: DemoData.username, password: DemoData.password, rememberMe: false)
        _ = try await sut.players.create(PlayerDraft(name: "Via the standalone server"))
        let names = try await sut.players.page(offset: 0, limit: 100).players.map(\.name)
        await sut.shutDown()
        await server.stop()

        #expect(try await sut.serverAddress.url() == server.baseURL)
        #expect(!sut.offersDemoAccount)
        #expect(names.contains("Via the standalone server"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("data/backend.sqlite")))
    }

    @Test func localCardsAndSettingsLiveInTheDataFolder() async throws {
        let folder = try TemporaryDirectory()
        let configuration = AppEnvironment.Configuration(dataDirectory: folder.path("data"))
        let first = try await AppEnvironment.make(configuration)
        try await first.settings.save(LoginPreferences(rememberMe: true, username: "coach"))
        await first.shutDown()

        let second = try await AppEnvironment.make(configuration)
        let preferences = try await second.settings.loginPreferences()
        await second.shutDown()

        #expect(preferences.username == "coach")
    }

    @Test func theCameraChoiceDecidesTheCameras() async throws {
        let folder = try TemporaryDirectory()
        let none = try await AppEnvironment.make(
            AppEnvironment.Configuration(dataDirectory: folder.path("a"), camera: .none))
        let pattern = try await AppEnvironment.make(
            AppEnvironment.Configuration(dataDirectory: folder.path("b"), photos: folder.path, camera: .testPattern))

        let noCameras = await none.camera.availableCameras()
        let names = await pattern.camera.availableCameras().map(\.name)
        await none.shutDown()
        await pattern.shutDown()

        #expect(noCameras.isEmpty)
        #expect(names.first == "Test Pattern")
        #expect(names.count == 2)
        #expect(pattern.photosDirectory == folder.path)
    }

    @Test func injectedFailuresReachTheServices() async throws {
        let folder = try TemporaryDirectory()
        let sut = try await AppEnvironment.make(
            AppEnvironment.Configuration(dataDirectory: folder.path("data"), failureRate: 1))

        await #expect(throws: NetworkError.simulatedFailure) { try await sut.cardSync.downloadCards() }
        await sut.shutDown()
    }

    @Test func aDataFolderThatIsAFileIsATypedError() async throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Data("x".utf8), to: "not-a-folder")

        await #expect(throws: StorageError.cannotOpen(path: file, reason: "it is a file, not a folder")) {
            _ = try await AppEnvironment.make(
                AppEnvironment.Configuration(dataDirectory: file))
        }
    }
}
