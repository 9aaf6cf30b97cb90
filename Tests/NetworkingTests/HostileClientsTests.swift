import Backend
import Foundation
import TestSupport
import Testing

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
        try await RemoteAuthService(client: client).login(
            username: DemoData.username, password: DemoData.password, rememberMe: false)
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
            connection.send(
                "POST /api/users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
            )
            let chunk = Data("10000\r\n".utf8) + Data(repeating: UInt8(ascii: "a"), count: 0x10000) + Data("\r\n".utf8)
            // At most 4 MiB, four times the limit: the server answers and closes long before.
            var sent = 0
            while sent < 64, connection.send(chunk) { sent += 1 }

            let status = connection.receiveStatus()
            #expect(
                status == 413 || (status == nil && sent < 64),
                "the server took \(sent) chunks and answered \(String(describing: status))")
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

    /// Guesses sent at once get no more tries than guesses sent one by one: the throttle counts
    /// each attempt as failed until it succeeds. While it holds, the right password is refused too
    /// (a guess must learn nothing); once the wait is over it works.
    @Test func aFloodOfWrongPasswordsIsSlowedDownAndTheRightOneWorksAfterTheWait() async throws {
        let clock = ManualDate()
        try await LiveBackend.run(now: clock.reading) { backend in
            let answers = await withTaskGroup(of: NetworkError?.self) { group in
                for attempt in 0..<40 {
                    group.addTask {
                        let auth = RemoteAuthService(client: backend.client(timeout: .seconds(30)))
                        do {
                            try await auth.login(
                                username: attempt.isMultiple(of: 2) ? DemoData.username : "nobody-\(attempt)",
                                password: "guess \(attempt)", rememberMe: false)
                            return nil
                        } catch {
                            return error as? NetworkError
                        }
                    }
                }
                return await group.reduce(into: [NetworkError?]()) { $0.append($1) }
            }
            let wrong = answers.filter { $0 == .unauthorized(reason: "Invalid username or password.") }.count
            let slowed = answers.filter { if case .rejected(429, _)? = $0 { true } else { false } }.count

            #expect(wrong + slowed == 40, "every guess refused: \(answers)")
            #expect(wrong <= 20, "no more than the address's free attempts were checked")
            let during = await #expect(throws: NetworkError.self) {
                try await RemoteAuthService(client: backend.client()).login(
                    username: DemoData.username, password: DemoData.password, rememberMe: false)
            }
            guard case .rejected(429, _)? = during else {
                Issue.record("expected 429 during the wait, got \(String(describing: during))")
                return
            }
            clock.advance(by: 16 * 60)
            try await wellBehavedClientSucceeds(on: backend)
        }
    }
}
