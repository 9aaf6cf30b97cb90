import Domain
import Foundation
import TestSupport
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Servers that misbehave: every answer becomes a typed error with a readable reason, in time.
@Suite("Hostile servers")
struct HostileServerTests {
    /// - Parameter timeout: the client's; a test that checks an answer is noticed rather than
    ///   waited out gives a long one, so that a loaded machine's slow server is no timeout.
    private func players(from behaviour: HostileServer.Behaviour, timeout: Duration = .seconds(2)) async throws
        -> NetworkError?
    {
        let server = try HostileServer(behaviour)
        let client = APIClient(baseURL: server.url, timeout: timeout)
        await client.setToken("token")
        let error = await #expect(throws: NetworkError.self) {
            try await RemotePlayersService(client: client).players()
        }
        withExtendedLifetime(server) {}
        return error
    }

    @Test func aBodyThatIsNotJSONIsAMalformedAnswer() async throws {
        let error = try await players(from: .garbageBody)

        guard case .malformedResponse = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(
            error?.description.hasPrefix("The server's answer could not be read: expected the list of players") == true)
    }

    @Test func anHTMLPageIsAMalformedAnswer() async throws {
        let error = try await players(from: .htmlPage)

        guard case .malformedResponse = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
    }

    @Test func aServerErrorWithoutTheAPIsBodyNamesTheStatus() async throws {
        let error = try await players(from: .internalError)

        let reason = HTTPURLResponse.localizedString(forStatusCode: 500)
        #expect(error == .rejected(status: 500, reason: reason))
        #expect(error?.description == "The server failed (500): \(reason)")
    }

    @Test func aConnectionClosedMidAnswerIsAnErrorNotAHang() async throws {
        let error = try await players(from: .closesMidResponse, timeout: .seconds(30))

        #expect(error != nil)
        #expect(error != .timeout(after: .seconds(30)), "the close must be noticed, not waited out")
    }

    @Test func anAnswerThatIsNotHTTPIsAnErrorNotAHang() async throws {
        let error = try await players(from: .notHTTP, timeout: .seconds(30))

        #expect(error != nil)
        #expect(error != .timeout(after: .seconds(30)), "the close must be noticed, not waited out")
    }
}
