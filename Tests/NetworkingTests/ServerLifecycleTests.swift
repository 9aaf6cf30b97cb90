import Backend
import Domain
import Foundation
import Storage
import TestSupport
import Testing

@testable import Networking

@Suite("Embedded server and failures")
struct ServerLifecycleTests {
    @Test func everyNewDatabaseGetsTheSameDemoData() async throws {
        let first = try await LiveBackend.run { backend in try await Self.snapshot(of: backend) }
        let second = try await LiveBackend.run { backend in try await Self.snapshot(of: backend) }

        #expect(first.players == second.players)
        #expect(first.cards == second.cards)
        #expect(first.cards.count == 2)
    }

    @Test func reopeningADatabaseKeepsItsDataAndDoesNotSeedAgain() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reopen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("backend.sqlite").path

        let firstRun = try await EmbeddedBackend.start(
            database: SQLiteDatabase.open(at: path), logger: TestLogging.logger())
        let first = try await LiveBackendSession.login(to: firstRun.baseURL)
        try await first.delete(1)
        await firstRun.stop()
        let secondRun = try await EmbeddedBackend.start(
            database: SQLiteDatabase.open(at: path), logger: TestLogging.logger())
        let players = try await LiveBackendSession.login(to: secondRun.baseURL).players()
        await secondRun.stop()

        #expect(players.map(\.id) == Array(2...8))
    }

    @Test func aServerThatStopsMidSessionGivesAnErrorNotAHang() async throws {
        // Logged in while the server ran; asked again after it stopped.
        let players = try await LiveBackend.run { backend in try await backend.session().players }

        let error = await #expect(throws: NetworkError.self) { try await players.players() }

        switch error {
        case .unreachable, .connectionLost:
            #expect(error?.description.hasPrefix("Cannot reach the server at http://127.0.0.1:") == true)
        case .unauthorized:
            // The whole suite starts servers on ports the system hands out: another test's server
            // may have taken the freed port, and it does not know this session's token.
            break
        default:
            Issue.record("expected .unreachable, got \(String(describing: error))")
        }
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let silent = try HostileServer(.silent)
        let client = APIClient(baseURL: silent.url, timeout: .milliseconds(500))

        let error = await #expect(throws: NetworkError.self) {
            try await client.send(APIRequest(.get, ["cards.json"], credentials: .none))
        }
        // The server must outlive the request: its socket closes when it goes.
        withExtendedLifetime(silent) {}

        #expect(error == .timeout(after: .milliseconds(500)))
        #expect(error?.description == "The server did not answer within 0.5 seconds.")
    }

    private static func snapshot(of backend: LiveBackend) async throws -> (players: [Player], cards: [Card]) {
        let session = try await backend.session()
        return (
            try await session.players.players(), try await RemoteCardSyncService(client: session.client).downloadCards()
        )
    }
}

/// Logs in as the demo user and returns its players service.
enum LiveBackendSession {
    static func login(to baseURL: URL) async throws -> RemotePlayersService {
        let client = APIClient(baseURL: baseURL, timeout: LoadedMachine.requestTimeout)
        try await RemoteAuthService(client: client).login(
            username: DemoData.username, password: DemoData.password, rememberMe: false)
        return RemotePlayersService(client: client)
    }
}
