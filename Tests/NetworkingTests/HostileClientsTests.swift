import Backend
import Foundation
import Testing
import TestSupport
@testable import Networking

/// Clients that misbehave against the real backend on 127.0.0.1 — idle and slow connections by
/// the hundred, endless bodies, bytes that are not HTTP, a flood of wrong passwords — while a
/// well-behaved client's requests keep succeeding within its timeout. Every loop is bounded.
/// One test at a time: a flood of logins here must not be what slows another test's client.
@Suite("Hostile clients", .serialized)
struct HostileClientsTests {
    /// The client that must not notice: logs in and reads the players within the apps' own
    /// timeout (APIClient's default).
    private func wellBehavedClientSucceeds(on backend: LiveBackend) async throws {
        let client = APIClient(baseURL: backend.baseURL, timeout: LoadedMachine.requestTimeout)
        try await RemoteAuthService(client: client).login(username: DemoData.username, password: DemoData.password)
        #expect(try await RemotePlayersService(client: client).players().count == 8)
    }

    @Test func hundredsOfIdleAndSlowConnectionsLeaveRoomForAWellBehavedClient() async throws {
        try await LiveBackend.run { backend in
            let idle = try (0..<200).map { _ in try RawConnection(to: backend.baseURL) }
            // Slow senders: a request head begun and never finished.
            let slow = try (0..<50).map { _ in try RawConnection(to: backend.baseURL) }
            for connection in slow { connection.send("GET /api/players HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthoriz") }

            try await wellBehavedClientSucceeds(on: backend)
            withExtendedLifetime((idle, slow)) {}
        }
    }

    @Test func anEndlessBodyIsCutOffAtItsLimit() async throws {
        try await LiveBackend.run { backend in
            let connection = try RawConnection(to: backend.baseURL)
            connection.send("POST /api/users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
            let chunk = Data("10000\r\n".utf8) + Data(repeating: UInt8(ascii: "a"), count: 0x10000) + Data("\r\n".utf8)
            // At most 4 MiB, four times the limit: the server answers and closes long before.
            var sent = 0
            while sent < 64, connection.send(chunk) { sent += 1 }

            let status = connection.receiveStatus()
            #expect(status == 413 || (status == nil && sent < 64), "the server took \(sent) chunks and answered \(String(describing: status))")
            try await wellBehavedClientSucceeds(on: backend)
        }
    }

    @Test(arguments: [
        "NOT HTTP AT ALL\r\n\r\n",
        "GET /api/players HTTP/9.9\r\n\r\n",
        "GET /api/players HTTP/1.1\r\nContent-Length: -5\r\n\r\n",
        "GET /\u{0}\u{1}\u{2} HTTP/1.1\r\nHost: \u{7F}\r\n\r\n",
    ])
    func malformedRequestsGetAnErrorOrAClosedConnection(request: String) async throws {
        try await LiveBackend.run { backend in
            let connection = try RawConnection(to: backend.baseURL)
            connection.send(request)

            let status = connection.receiveStatus()
            #expect(status == nil || (400..<500).contains(status ?? 0), "answered \(String(describing: status))")
            try await wellBehavedClientSucceeds(on: backend)
        }
    }

    @Test func aFloodOfWrongPasswordsIsRefusedAndTheRightOneStillWorks() async throws {
        try await LiveBackend.run { backend in
            let refused = await withTaskGroup(of: Bool.self) { group in
                for attempt in 0..<40 {
                    group.addTask {
                        let auth = RemoteAuthService(client: backend.client(timeout: .seconds(30)))
                        do {
                            try await auth.login(username: attempt.isMultiple(of: 2) ? DemoData.username : "nobody-\(attempt)", password: "guess \(attempt)")
                            return false
                        } catch {
                            guard case .unauthorized? = error as? NetworkError else { return false }
                            return true
                        }
                    }
                }
                return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }

            #expect(refused == 40)
            try await wellBehavedClientSucceeds(on: backend)
        }
    }
}
