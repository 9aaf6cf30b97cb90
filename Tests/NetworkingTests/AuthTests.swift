import Backend
import Domain
import Foundation
import TestSupport
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

            let error = await #expect(throws: NetworkError.self) {
                try await auth.login(username: username, password: password, rememberMe: false)
            }

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

            let error = await #expect(throws: NetworkError.self) {
                try await auth.register(username: "DEMO", password: NewPassword("another"))
            }

            #expect(error == .conflict(reason: "The username \"DEMO\" is already taken."))
        }
    }

    @Test(arguments: [
        ("   ", "secret", "The username must have 1 to 64 characters."),
        (String(repeating: "x", count: 65), "secret", "The username must have 1 to 64 characters."),
    ])
    func invalidUsernamesAreRefusedWithAReason(username: String, password: String, reason: String) async throws {
        try await LiveBackend.run { backend in
            let auth = RemoteAuthService(client: backend.client())

            let error = await #expect(throws: NetworkError.self) {
                try await auth.register(username: username, password: NewPassword(password))
            }

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

            await #expect(
                throws: NetworkError.rejected(
                    status: 400, reason: "The username must not contain a colon or control characters.")
            ) {
                try await auth.register(username: "a:b", password: NewPassword("secret"))
            }
        }
    }

    @Test func aShortPasswordIsRefused() async throws {
        try await LiveBackend.run { backend in
            // The client always sends a 64-character digest, so send the short password by hand.
            let client = backend.client()
            let request = try APIRequest(
                .post, ["api", "users"], json: ["username": "shorty", "password": "ab"], credentials: .none)

            let error = await #expect(throws: NetworkError.self) { try await client.send(request) }

            #expect(error == .rejected(status: 400, reason: "The password must have 3 to 72 characters."))
        }
    }

    @Test func withoutLoginNoRequestLeavesTheDevice() async throws {
        try await LiveBackend.run { backend in
            let players = RemotePlayersService(client: backend.client())

            await #expect(throws: NetworkError.unauthorized(reason: "You are not logged in.")) {
                try await players.players()
            }
        }
    }

    @Test func anUnknownTokenIsRefusedByTheServer() async throws {
        try await LiveBackend.run { backend in
            let client = backend.client()
            await client.setToken("made-up")

            let error = await #expect(throws: NetworkError.self) {
                try await RemotePlayersService(client: client).players()
            }

            #expect(error == .unauthorized(reason: "The token is not valid. Please log in again."))
        }
    }

    @Test func loggingOutForgetsTheTokenHere() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            await session.auth.logout()

            #expect(await !session.client.isLoggedIn)
            await #expect(throws: NetworkError.unauthorized(reason: "You are not logged in.")) {
                try await session.players.players()
            }
        }
    }

    @Test func theUserListNeedsALoginAndShowsTheCallerAloneWithoutPassword() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()
            let second = try await backend.session(as: "second", password: "pass", register: true)

            let users = try await session.send(.get, ["api", "users"]).decode([[String: String]].self, as: "the answer")
            let secondsView = try await second.send(.get, ["api", "users"]).decode(
                [[String: String]].self, as: "the answer")
            let anonymous = await #expect(throws: NetworkError.self) {
                try await backend.client().send(APIRequest(.get, ["api", "users"], credentials: .none))
            }

            #expect(users.map { $0["username"] } == ["demo"])
            #expect(secondsView.map { $0["username"] } == ["second"])
            #expect(users.allSatisfy { Set($0.keys) == ["id", "username"] })
            #expect(anonymous == .unauthorized(reason: "This request needs a bearer token: log in first."))
        }
    }

    @Test func theCallerIsFoundByIdAnotherUserIsNotAndABadIdIsABadRequest() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()
            let second = try await backend.session(as: "second", password: "pass", register: true)
            let users = try await session.send(.get, ["api", "users"]).decode([[String: String]].self, as: "the answer")
            let id = try #require(users.first?["id"])

            let user = try await session.send(.get, ["api", "users", id]).decode(
                [String: String].self, as: "the answer")
            let others = await #expect(throws: NetworkError.self) { try await second.send(.get, ["api", "users", id]) }
            let unknown = await #expect(throws: NetworkError.self) {
                try await session.send(.get, ["api", "users", UUID().uuidString])
            }
            let malformed = await #expect(throws: NetworkError.self) {
                try await session.send(.get, ["api", "users", "42"])
            }

            #expect(user["username"] == "demo")
            #expect(others == .notFound(reason: "There is no user \(id)."))
            guard case .notFound = unknown else {
                Issue.record("expected 404, got \(String(describing: unknown))")
                return
            }
            #expect(malformed == .rejected(status: 400, reason: "\"42\" is not a valid user id."))
        }
    }

    /// What the apps' login gets back, read by hand: the token itself and when it ends.
    private struct IssuedSession: Decodable {
        let token: String
        let expiresAt: String
    }

    private func logIn(to backend: LiveBackend, rememberMe: Bool?) async throws -> IssuedSession {
        let body = try rememberMe.map { try JSONEncoder().encode(["rememberMe": $0]) }
        let request = APIRequest(
            .post, ["api", "users", "login"], body: body,
            credentials: .basic(username: DemoData.username, password: PasswordDigest.sha256Hex(DemoData.password)))
        return try await backend.client().send(request).decode(IssuedSession.self, as: "a login answer")
    }

    private func players(with token: String, on backend: LiveBackend) async throws -> [Player] {
        let client = backend.client()
        await client.setToken(token)
        return try await RemotePlayersService(client: client).players()
    }

    @Test func aTokenLastsADayOrAMonthWithRememberMeAndThenItIsRefused() async throws {
        let clock = ManualDate()
        try await LiveBackend.run(now: clock.reading) { backend in
            let day = try await logIn(to: backend, rememberMe: nil)
            let month = try await logIn(to: backend, rememberMe: true)
            let dayAgain = try await logIn(to: backend, rememberMe: false)

            #expect(day.expiresAt == ISO8601DateFormatter().string(from: clock.now.addingTimeInterval(86_400)))
            #expect(month.expiresAt == ISO8601DateFormatter().string(from: clock.now.addingTimeInterval(30 * 86_400)))
            #expect(dayAgain.expiresAt == day.expiresAt)
            clock.advance(by: 86_400 - 1)
            #expect(try await players(with: day.token, on: backend).count == DemoData.players.count)
            clock.advance(by: 1)
            await #expect(throws: NetworkError.unauthorized(reason: "The token is not valid. Please log in again.")) {
                try await players(with: day.token, on: backend)
            }
            #expect(try await players(with: month.token, on: backend).count == DemoData.players.count)
            clock.advance(by: 29 * 86_400)
            await #expect(throws: NetworkError.unauthorized(reason: "The token is not valid. Please log in again.")) {
                try await players(with: month.token, on: backend)
            }
        }
    }

    @Test func loggingOutEndsTheSessionOnTheBackendToo() async throws {
        try await LiveBackend.run { backend in
            let issued = try await logIn(to: backend, rememberMe: true)
            let other = try await logIn(to: backend, rememberMe: true)
            let client = backend.client()
            await client.setToken(issued.token)

            await RemoteAuthService(client: client).logout()

            await #expect(throws: NetworkError.unauthorized(reason: "The token is not valid. Please log in again.")) {
                try await players(with: issued.token, on: backend)
            }
            #expect(
                try await players(with: other.token, on: backend).count == DemoData.players.count,
                "another session stays")
        }
    }

    @Test func aLogoutWithoutAValidTokenIsRefused() async throws {
        try await LiveBackend.run { backend in
            let anonymous = await #expect(throws: NetworkError.self) {
                try await backend.client().send(APIRequest(.post, ["api", "users", "logout"], credentials: .none))
            }

            #expect(anonymous == .unauthorized(reason: "This request needs a bearer token: log in first."))
        }
    }

    @Test func aLogoutTheBackendCannotHearStillForgetsTheTokenHere() async throws {
        let client = APIClient(baseURL: try #require(URL(string: "http://127.0.0.1:9")))
        await client.setToken("some token")

        await RemoteAuthService(client: client).logout()

        #expect(await !client.isLoggedIn)
    }

    /// A username gets five tries; each next waits twice as long as the last, a right password
    /// included, which then clears the count.
    @Test func repeatedWrongPasswordsForAUsernameAreSlowedDownWithTheWaitSaid() async throws {
        let clock = ManualDate()
        try await LiveBackend.run(now: clock.reading) { backend in
            let auth = RemoteAuthService(client: backend.client())
            func attempt(_ password: String) async -> NetworkError? {
                do {
                    try await auth.login(username: DemoData.username, password: password, rememberMe: false)
                    return nil
                } catch {
                    return error
                }
            }
            let wrong = NetworkError.unauthorized(reason: "Invalid username or password.")

            for _ in 0..<5 { #expect(await attempt("guess") == wrong) }
            #expect(
                await attempt("guess")
                    == .rejected(
                        status: 429, reason: "Too many failed logins for this username: try again in 1 second."))
            #expect(
                await attempt(DemoData.password)
                    == .rejected(
                        status: 429, reason: "Too many failed logins for this username: try again in 1 second."))
            clock.advance(by: 1)
            #expect(await attempt("guess") == wrong)
            #expect(
                await attempt("guess")
                    == .rejected(
                        status: 429, reason: "Too many failed logins for this username: try again in 2 seconds."))
            clock.advance(by: 2)
            #expect(await attempt(DemoData.password) == nil)
            #expect(await attempt("guess") == wrong, "a success starts the username afresh")
        }
    }

    @Test func manyWrongLoginsFromOneAddressAreSlowedDownWhateverTheUsername() async throws {
        let clock = ManualDate()
        try await LiveBackend.run(now: clock.reading) { backend in
            let auth = RemoteAuthService(client: backend.client())
            for attempt in 0..<20 {
                await #expect(throws: NetworkError.unauthorized(reason: "Invalid username or password.")) {
                    try await auth.login(username: "nobody-\(attempt)", password: "guess", rememberMe: false)
                }
            }

            await #expect(
                throws: NetworkError.rejected(
                    status: 429, reason: "Too many failed logins from this address: try again in 1 second.")
            ) {
                try await auth.login(username: "somebody-else", password: "guess", rememberMe: false)
            }
            clock.advance(by: 15 * 60)
            try await auth.login(username: DemoData.username, password: DemoData.password, rememberMe: false)
        }
    }

    @Test func deletingYourselfDeletesYourDataAndYourLogin() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session(as: "leaver", password: "bye", register: true)
            _ = try await session.players.create(PlayerDraft(name: "Left behind"), idempotencyKey: UUID().uuidString)

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
