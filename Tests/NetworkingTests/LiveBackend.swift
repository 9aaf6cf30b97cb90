import Backend
import Domain
import Foundation
import Storage
import TestSupport

@testable import Networking

/// A real backend on 127.0.0.1 over a fresh, seeded database in a temp folder, and clients for it.
struct LiveBackend {
    let folder: URL
    let server: EmbeddedBackend

    var baseURL: URL { server.baseURL }

    /// Runs `body` against a new server and stops the server afterwards, whatever happens.
    /// - Parameter now: the server's time, for a test that moves it (a token's expiry).
    static func run<T>(now: @escaping @Sendable () -> Date = Date.init, _ body: (LiveBackend) async throws -> T)
        async throws -> T
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "networking-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try SQLiteDatabase.open(at: folder.appendingPathComponent("backend.sqlite").path)
        let backend = LiveBackend(
            folder: folder,
            server: try await EmbeddedBackend.start(database: database, logger: TestLogging.logger(), now: now))
        do {
            let result = try await body(backend)
            await backend.server.stop()
            return result
        } catch {
            await backend.server.stop()
            throw error
        }
    }

    func client(timeout: Duration = LoadedMachine.requestTimeout, conditions: NetworkConditions = .unaltered)
        -> APIClient
    {
        APIClient(baseURL: baseURL, timeout: timeout, conditions: conditions)
    }

    /// The services of one app session, logged in as `username`.
    func session(as username: String = DemoData.username, password: String = DemoData.password, register: Bool = false)
        async throws -> Session
    {
        let client = client()
        let auth = RemoteAuthService(client: client)
        if register {
            try await auth.register(username: username, password: NewPassword(password))
        }
        try await auth.login(username: username, password: password, rememberMe: false)
        return Session(client: client)
    }
}

/// What an app holds once logged in.
struct Session {
    let client: APIClient
    var auth: RemoteAuthService { RemoteAuthService(client: client) }
    var players: RemotePlayersService { RemotePlayersService(client: client) }
    var gathers: RemoteGathersService { RemoteGathersService(client: client) }
    var cards: RemoteCardSyncService { RemoteCardSyncService(client: client) }

    /// A call to a route the apps never make, for tests of the API itself.
    func send(
        _ method: APIRequest.Method, _ path: [String], query: [URLQueryItem] = [], body: String? = nil,
        headers: [String: String] = [:]
    ) async throws(NetworkError) -> APIResponse {
        try await client.send(
            APIRequest(method, path, query: query, body: body.map { Data($0.utf8) }, headers: headers))
    }
}
