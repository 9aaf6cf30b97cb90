import Backend
import Domain
import Foundation
import Imaging
import TestSupport
import Testing

@testable import Networking

/// A create sent again with the same `Idempotency-Key` — a retry after a timeout — is done once,
/// against the real backend on 127.0.0.1.
@Suite("Idempotency keys")
struct IdempotencyTests {
    private static let body = #"{"name": "Frozen Add"}"#

    private func createPlayer(_ session: Session, key: String, body: String = body) async throws(NetworkError)
        -> String?
    {
        try await session.send(.post, ["api", "players"], body: body, headers: ["Idempotency-Key": key]).location
    }

    private func named(_ name: String, in session: Session) async throws -> Int {
        try await session.players.players().filter { $0.name == name }.count
    }

    @Test func aRepeatedKeyGetsTheFirstPlayerAndNothingIsMadeTwice() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            let first = try await createPlayer(session, key: "retry-1")
            let second = try await createPlayer(session, key: "\"retry-1\"")
            let other = try await createPlayer(session, key: "retry-2")

            #expect(first != nil)
            #expect(second == first, "the same key, quoted as a structured-field string or not")
            #expect(other != first)
            #expect(try await named("Frozen Add", in: session) == 2)
        }
    }

    @Test func aKeyUsedForAnotherRequestIsRefusedAndNothingIsMade() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()
            _ = try await createPlayer(session, key: "reused")

            let error = await #expect(throws: NetworkError.self) {
                try await createPlayer(session, key: "reused", body: #"{"name": "Someone else"}"#)
            }

            #expect(
                error
                    == .rejected(
                        status: 422,
                        reason:
                            "The Idempotency-Key reused was used for another request: send a new key with each new request."
                    ))
            #expect(try await named("Someone else", in: session) == 0)
        }
    }

    @Test func keysAreEachAccountsOwn() async throws {
        try await LiveBackend.run { backend in
            let demo = try await backend.session()
            let coach = try await backend.session(as: "coach", password: "secret", register: true)

            let demos = try await createPlayer(demo, key: "shared-key")
            let coachs = try await createPlayer(coach, key: "shared-key")

            #expect(demos != coachs)
            #expect(try await named("Frozen Add", in: coach) == 1)
        }
    }

    @Test func aKeyIsKeptADay() async throws {
        let clock = ManualDate()
        try await LiveBackend.run(now: clock.reading) { backend in
            let session = try await backend.session()
            let first = try await createPlayer(session, key: "daily")

            clock.advance(by: 86_400 - 1)
            let sameDay = try await createPlayer(session, key: "daily")
            clock.advance(by: 2)
            // The day's session has ended too: the next day starts with a login.
            let nextSession = try await backend.session()
            let nextDay = try await createPlayer(nextSession, key: "daily")

            #expect(sameDay == first)
            #expect(nextDay != first)
            #expect(try await named("Frozen Add", in: nextSession) == 2)
        }
    }

    @Test(arguments: ["", String(repeating: "k", count: 256), "clé", "two words"])
    func aKeyThatIsNoKeyIsABadRequest(key: String) async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            let error = await #expect(throws: NetworkError.self) { try await createPlayer(session, key: key) }

            #expect(
                error
                    == .rejected(status: 400, reason: "The Idempotency-Key must be 1 to 255 visible ASCII characters."))
        }
    }

    @Test func aGathersCreateAndEndAndACardUploadAnswerARepeatedKeyAsTheFirst() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()
            let key = ["Idempotency-Key": "gather-1"]

            let gather = try await session.send(.post, ["api", "gathers"], headers: key).location
            let again = try await session.send(.post, ["api", "gathers"], headers: key).location
            let id = try #require(gather?.split(separator: "/").last.map(String.init))
            let end = #"{"score": "3-0", "winnerTeam": "Team A"}"#
            _ = try await session.send(.put, ["api", "gathers", id], body: end, headers: ["Idempotency-Key": "end-1"])
            _ = try await session.send(.put, ["api", "gathers", id], body: end, headers: ["Idempotency-Key": "end-1"])
            let cards = String(decoding: try JSONEncoder().encode([try CardFixture.card]), as: UTF8.self)
            let upload = try await session.send(
                .post, ["api", "cards"], body: cards, headers: ["Idempotency-Key": "card-1"]
            ).body
            let uploadAgain = try await session.send(
                .post, ["api", "cards"], body: cards, headers: ["Idempotency-Key": "card-1"]
            ).body

            #expect(again == gather)
            #expect(try await session.gathers.gathers().count == 1)
            #expect(try await session.gathers.gathers().first?.score == "3-0")
            #expect(uploadAgain == upload)
            #expect(try await session.cards.downloadCards().count == 3)
        }
    }

    /// What the apps do: a create whose answer was lost (the wait called off after it left), sent
    /// again with the same content, goes with the same key; after an answer, a new one.
    @Test func theClientSendsARetryOfTheSameRequestWithTheSameKey() async throws {
        try await LiveBackend.run { backend in
            let proxy = try StallingProxy(to: backend.baseURL)
            let client = APIClient(baseURL: proxy.url, timeout: LoadedMachine.requestTimeout)
            try await RemoteAuthService(client: client).login(
                username: DemoData.username, password: DemoData.password, rememberMe: false)
            let gathers = RemoteGathersService(client: client)
            proxy.holdsAnswers = true

            let lost = Task { try await gathers.create() }
            await proxy.waitUntilAnswered(2)
            lost.cancel()
            let cancelled = await #expect(throws: NetworkError.self) { try await lost.value }
            proxy.holdsAnswers = false
            let retried = try await gathers.create()
            let next = try await gathers.create()

            #expect(cancelled == .cancelledAfterSending)
            #expect(
                try await gathers.gathers().map(\.id) == [retried, next],
                "the lost create and its retry made one gather")
        }
    }

    /// What Esc says rests on what has left: a create waiting for its answer may still be saved;
    /// a login waiting for its answer saves nothing a person keeps.
    @Test func onlyAWriteThatLeftCountsAsOneTheServerMayStillSave() async throws {
        try await LiveBackend.run { backend in
            let proxy = try StallingProxy(to: backend.baseURL)
            let writes = WritesInFlight()
            let client = APIClient(baseURL: proxy.url, timeout: LoadedMachine.requestTimeout, writesInFlight: writes)
            let auth = RemoteAuthService(client: client)
            proxy.holdsAnswers = true

            let login = Task {
                try await auth.login(username: DemoData.username, password: DemoData.password, rememberMe: false)
            }
            await proxy.waitUntilAnswered(1)
            let whileLoggingIn = writes.anyHasLeft
            login.cancel()
            _ = await login.result
            proxy.holdsAnswers = false
            try await auth.login(username: DemoData.username, password: DemoData.password, rememberMe: false)
            proxy.holdsAnswers = true
            let create = Task { try await RemoteGathersService(client: client).create() }
            await proxy.waitUntilAnswered(3)
            let whileCreating = writes.anyHasLeft
            create.cancel()
            _ = await create.result

            #expect(!whileLoggingIn)
            #expect(whileCreating)
            #expect(!writes.anyHasLeft, "every answer came")
        }
    }
}

/// A card the backend takes.
private enum CardFixture {
    static var card: Card {
        get throws {
            let photo = try JPEG.encode(
                RGBImage(width: 600, height: 378, filledWith: RGB(red: 9, green: 9, blue: 9)), quality: 80)
            return Card(identifier: "idempotent", name: "Once", front: photo, back: photo)
        }
    }
}
