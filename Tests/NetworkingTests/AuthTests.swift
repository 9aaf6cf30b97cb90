import Backend
import Domain
import Foundation
import Testing
@testable import Networking

@Suite("Users and login")
struct AuthTests {
    @Test func theDemoUserLogsInAndGetsATokenForItsRoutes() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            #expect(await session.client.isLoggedIn)
            #expect(try await session.players.players().count == DemoData.players.count)
        }
    }

    @Test(arguments: [("demo", "wrong"), ("nobody", "demo")])
    func wrongCredentialsAreRefusedWithTheSameReason(username: String, password: String) async throws {
        try await LiveBackend.run { backend in
            let auth = RemoteAuthService(client: backend.client())

            let error = await #expect(throws: NetworkError.self) { try await auth.login(username: username, password: password) }

            #expect(error == .unauthorized(reason: "Invalid username or password."))
        }
    }

    @Test func registeringCreatesTheUserAndLogsIn() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session(as: "new coach", password: "secret", register: true)

            #expect(try await session.players.players().isEmpty)
            _ = try await backend.session(as: "new coach", password: "secret")
        }
    }

    @Test func aTakenUsernameIsAConflictWhateverItsCase() async throws {
        try await LiveBackend.run { backend in
            let auth = RemoteAuthService(client: backend.client())

            let error = await #expect(throws: NetworkError.self) { try await auth.register(username: "DEMO", password: NewPassword("another")) }

            #expect(error == .conflict(reason: "The username \"DEMO\" is already taken."))
        }
    }

    @Test(arguments: [("   ", "secret", "The username must have 1 to 64 characters."), (String(repeating: "x", count: 65), "secret", "The username must have 1 to 64 characters.")])
    func invalidUsernamesAreRefusedWithAReason(username: String, password: String, reason: String) async throws {
        try await LiveBackend.run { backend in
            let auth = RemoteAuthService(client: backend.client())

            let error = await #expect(throws: NetworkError.self) { try await auth.register(username: username, password: NewPassword(password)) }

            #expect(error == .rejected(status: 400, reason: reason))
        }
    }

    @Test func surroundingBlanksAreNotPartOfAUsername() async throws {
        try await LiveBackend.run { backend in
            _ = try await backend.session(as: " coach ", password: "secret", register: true)

            _ = try await backend.session(as: "coach", password: "secret")
        }
    }

    @Test func aUsernameWithAColonIsRefused() async throws {
        try await LiveBackend.run { backend in
            let auth = RemoteAuthService(client: backend.client())

            await #expect(throws: NetworkError.rejected(status: 400, reason: "The username must not contain a colon or control characters.")) {
                try await auth.register(username: "a:b", password: NewPassword("secret"))
            }
        }
    }

    @Test func aShortPasswordIsRefused() async throws {
        try await LiveBackend.run { backend in
            // The client always sends a 64-character digest, so send the short password by hand.
            let client = backend.client()
            let request = try APIRequest(.post, ["api", "users"], json: ["username": "shorty", "password": "ab"], credentials: .none)

            let error = await #expect(throws: NetworkError.self) { try await client.send(request) }

            #expect(error == .rejected(status: 400, reason: "The password must have 3 to 72 characters."))
        }
    }

    @Test func withoutLoginNoRequestLeavesTheDevice() async throws {
        try await LiveBackend.run { backend in
            let players = RemotePlayersService(client: backend.client())

            await #expect(throws: NetworkError.unauthorized(reason: "You are not logged in.")) { try await players.players() }
        }
    }

    @Test func anUnknownTokenIsRefusedByTheServer() async throws {
        try await LiveBackend.run { backend in
            let client = backend.client()
            await client.setToken("made-up")

            let error = await #expect(throws: NetworkError.self) { try await RemotePlayersService(client: client).players() }

            #expect(error == .unauthorized(reason: "The token is not valid. Please log in again."))
        }
    }

    @Test func loggingOutForgetsTheToken() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            await session.auth.logout()

            #expect(await !session.client.isLoggedIn)
            await #expect(throws: NetworkError.unauthorized(reason: "You are not logged in.")) { try await session.players.players() }
        }
    }

    @Test func theUserListNeedsALoginAndShowsNoPasswords() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()
            _ = try await backend.session(as: "second", password: "pass", register: true)

            let body = try await session.send(.get, ["api", "users"]).body
            let users = try #require(try JSONSerialization.jsonObject(with: body) as? [[String: String]])
            let anonymous = await #expect(throws: NetworkError.self) {
                try await backend.client().send(APIRequest(.get, ["api", "users"], credentials: .none))
            }

            #expect(users.map { $0["username"] } == ["demo", "second"])
            #expect(users.allSatisfy { Set($0.keys) == ["id", "username"] })
            #expect(anonymous == .unauthorized(reason: "This request needs a bearer token: log in first."))
        }
    }

    @Test func oneUserIsFoundByIdAndABadIdIsABadRequest() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()
            let users = try await session.send(.get, ["api", "users"]).decode([[String: String]].self, as: "the answer")
            let id = try #require(users.first?["id"])

            let user = try await session.send(.get, ["api", "users", id]).decode([String: String].self, as: "the answer")
            let unknown = await #expect(throws: NetworkError.self) { try await session.send(.get, ["api", "users", UUID().uuidString]) }
            let malformed = await #expect(throws: NetworkError.self) { try await session.send(.get, ["api", "users", "42"]) }

            #expect(user["username"] == "demo")
            guard case .notFound = unknown else { Issue.record("expected 404, got \(String(describing: unknown))"); return }
            #expect(malformed == .rejected(status: 400, reason: "\"42\" is not a valid user id."))
        }
    }

    @Test func deletingYourselfDeletesYourDataAndYourLogin() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session(as: "leaver", password: "bye", register: true)
            _ = try await session.players.create(PlayerDraft(name: "Left behind"))

            let status = try await session.send(.delete, ["api", "users"]).status

            #expect(status == 204)
            await #expect(throws: NetworkError.unauthorized(reason: "Invalid username or password.")) {
                try await backend.session(as: "leaver", password: "bye")
            }
            await #expect(throws: NetworkError.unauthorized(reason: "The token is not valid. Please log in again.")) {
                try await session.players.players()
            }
        }
    }
}
