import Backend
import Domain
import Foundation
import TestSupport
import Testing

@testable import Networking

@Suite("Players")
struct PlayersTests {
    @Test func theDemoPlayersComeInOrderWithEveryField() async throws {
        try await LiveBackend.run { backend in
            let players = try await backend.session().players.players()

            #expect(players.map(\.draft) == DemoData.players)
            #expect(players.map(\.id) == Array(1...8))
        }
    }

    @Test func aPageIsAStretchInListOrderWithTheTotal() async throws {
        try await LiveBackend.run { backend in
            let players = try await backend.session().players

            let middle = try await players.page(offset: 3, limit: 2)
            let end = try await players.page(offset: 7, limit: 5)
            let beyond = try await players.page(offset: 20, limit: 5)

            #expect(middle == PlayerPage(offset: 3, players: Array(try await players.players()[3..<5]), total: 8))
            #expect(end.players.map(\.id) == [8])
            #expect(beyond == PlayerPage(offset: 20, players: [], total: 8))
        }
    }

    @Test func everyPlayerComesWithTheTotalCountToo() async throws {
        try await LiveBackend.run { backend in
            let response = try await backend.session().send(.get, ["api", "players"])

            #expect(response.totalCount == 8)
        }
    }

    @Test(arguments: [
        ("offset", "-1", "\"offset\" must be a whole number, 0 or more."),
        ("offset", "first", "\"offset\" must be a whole number, 0 or more."),
        ("limit", "0", "\"limit\" must be a whole number from 1 to 1000."),
        ("limit", "1001", "\"limit\" must be a whole number from 1 to 1000."),
    ])
    func aBadPageIsABadRequestWithAReason(name: String, value: String, reason: String) async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            let error = await #expect(throws: NetworkError.self) {
                try await session.send(.get, ["api", "players"], query: [URLQueryItem(name: name, value: value)])
            }

            #expect(error == .rejected(status: 400, reason: reason))
        }
    }

    /// A page of 2 from position 1, asked of a server that answers `body` with `totalCount`.
    private func page(from body: String, totalCount: String?) async throws -> PlayerPage {
        let server = try HostileServer(.json(body, totalCount: totalCount))
        let client = APIClient(baseURL: server.url, timeout: LoadedMachine.requestTimeout)
        await client.setToken("a token")
        defer { withExtendedLifetime(server) {} }
        return try await RemotePlayersService(client: client).page(offset: 1, limit: 2)
    }

    private static let fivePlayers =
        "[" + (1...5).map { #"{"id": \#($0), "name": "P\#($0)"}"# }.joined(separator: ", ") + "]"

    @Test(arguments: [nil, "5"])
    func aServerThatIgnoresTheQuerySendsEveryPlayerAndThePageIsCutFromThem(totalCount: String?) async throws {
        let page = try await page(from: Self.fivePlayers, totalCount: totalCount)

        #expect(
            page == PlayerPage(offset: 1, players: [Player(id: 2, name: "P2"), Player(id: 3, name: "P3")], total: 5))
    }

    @Test(arguments: ["-1", "2", "100000000000"])
    func aTotalThatCannotBeTrueIsAMalformedAnswer(totalCount: String) async throws {
        let twoPlayers = #"[{"id": 2, "name": "P2"}, {"id": 3, "name": "P3"}]"#

        let error = await #expect(throws: NetworkError.self) {
            try await page(from: twoPlayers, totalCount: totalCount)
        }

        guard case .malformedResponse = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
    }

    @Test func aPlayerIsCreatedUpdatedAndDeleted() async throws {
        try await LiveBackend.run { backend in
            let players = try await backend.session().players

            let id = try await players.create(PlayerDraft(name: "Marta", age: 30), idempotencyKey: UUID().uuidString)
            let created = try await players.players().first { $0.id == id }
            let changed = Player(
                id: id, name: "Marta Vieira", skill: .professional, preferredPosition: .striker, favouriteTeam: "Brazil"
            )
            try await players.update(changed)
            let updated = try await players.players().first { $0.id == id }
            try await players.delete(id)
            let remaining = try await players.players()
            let deletedAgain = await #expect(throws: NetworkError.self) { try await players.delete(id) }

            #expect(created == Player(id: id, name: "Marta", age: 30))
            #expect(updated == changed)
            #expect(!remaining.contains { $0.id == id })
            #expect(deletedAgain == .notFound(reason: "There is no player \(id)."))
        }
    }

    @Test(arguments: [
        (
            #"{"name": "Zed", "skill": "expert"}"#,
            "\"expert\" is not a valid skill: use one of beginner, amateur, professional."
        ),
        (
            #"{"name": "Zed", "preferredPosition": "libero"}"#,
            "\"libero\" is not a valid preferredPosition: use one of goalkeeper, defender, midfielder, winger, striker."
        ),
        (#"{"name": "Zed", "age": 150}"#, "The age must be a whole number from 1 to 99."),
        (#"{"name": "   "}"#, "The player's name must not be empty."),
        (#"{"name": "\u200B\u2060"}"#, "The player's name must not be empty."),
        (
            #"{"name": "Ana \u202Eavliz"}"#,
            "The player's name: A name must not contain invisible direction controls (such as U+202E)."
        ),
        (
            #"{"name": "Zed", "favouriteTeam": "\u2066Porto\u2069"}"#,
            "The player's favourite team: A name must not contain invisible direction controls (such as U+202E)."
        ),
        (#"{"name": "Nul\u0000byte"}"#, "The player's name: A name must not contain control characters (here U+0000)."),
        (
            #"{"name": "\u001b[2JWiped"}"#,
            "The player's name: A name must not contain control characters (here U+001B)."
        ),
        (
            #"{"name": "Zed", "favouriteTeam": "Bell\u0007"}"#,
            "The player's favourite team: A name must not contain control characters (here U+0007)."
        ),
        (
            #"{"name": ""# + String(repeating: "z", count: 65) + #""}"#,
            "The player's name: A name has at most 64 characters."
        ),
        (#"{"age": 20}"#, "Missing field \"name\"."),
        (#"{"name": 7}"#, "Field \"name\" must be a string."),
        (#"{"name": "Zed""#, "The body is not valid JSON."),
        ("", "The body is not valid JSON."),
    ])
    func aBadPlayerIsABadRequestWithAReason(body: String, reason: String) async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            let error = await #expect(throws: NetworkError.self) {
                try await session.send(.post, ["api", "players"], body: body)
            }

            #expect(error == .rejected(status: 400, reason: reason))
            #expect(try await session.players.players().count == 8)
        }
    }

    /// Invisible characters at a name's ends would make two players look alike: they are cut,
    /// as blanks are, and what is stored is what everyone sees.
    @Test func blanksAndZeroWidthCharactersAtANamesEndsAreCut() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            _ = try await session.send(
                .post, ["api", "players"],
                body: #"{"name": "\u200B Ana Silva\u200D\uFEFF ", "favouriteTeam": " \u2060"}"#)

            let stored = try await session.players.players().last
            #expect(stored?.name == "Ana Silva")
            #expect(stored?.favouriteTeam == nil)
        }
    }

    @Test func aCreateAnswers201WithTheNewPathAndNoBody() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            let created = try await session.send(.post, ["api", "players"], body: #"{"name": "Located"}"#)

            #expect(created.status == 201)
            #expect(created.location == "/api/players/9")
            #expect(created.body.isEmpty)
        }
    }

    @Test func aPathIdThatIsNotANumberIsABadRequest() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            let error = await #expect(throws: NetworkError.self) {
                try await session.send(.delete, ["api", "players", "one"])
            }

            #expect(error == .rejected(status: 400, reason: "\"one\" is not a valid player id."))
        }
    }

    @Test func aBodyOverOneMebibyteIsTooLarge() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()
            let huge = #"{"name": ""# + String(repeating: "x", count: 1_100_000) + #""}"#

            let error = await #expect(throws: NetworkError.self) {
                try await session.send(.post, ["api", "players"], body: huge)
            }

            #expect(error == .rejected(status: 413, reason: "The request body is larger than 1 MiB."))
        }
    }

    @Test func anotherUserNeverReachesYourPlayers() async throws {
        try await LiveBackend.run { backend in
            let demo = try await backend.session()
            let intruder = try await backend.session(as: "intruder", password: "sneaky", register: true)
            let target = try #require(try await demo.players.players().first)

            let listed = try await intruder.players.players()
            let update = await #expect(throws: NetworkError.self) {
                try await intruder.players.update(Player(id: target.id, name: "Hacked"))
            }
            let delete = await #expect(throws: NetworkError.self) { try await intruder.players.delete(target.id) }
            let gathers = await #expect(throws: NetworkError.self) { try await intruder.players.gathers(of: target.id) }

            #expect(listed.isEmpty)
            #expect(update == .notFound(reason: "There is no player \(target.id)."))
            #expect(delete == .notFound(reason: "There is no player \(target.id)."))
            #expect(gathers == .notFound(reason: "There is no player \(target.id)."))
            #expect(try await demo.players.players().first == target)
        }
    }

    // MARK: Optimistic concurrency

    /// Two people on one player: the second update, made from the copy read before the first,
    /// is refused (409) rather than silently undoing the first; the error says what the player
    /// is now, and an update made from that goes through — keeping both changes.
    @Test func anUpdateFromAStaleCopyIsRefusedAndTellsTheCurrentPlayer() async throws {
        try await LiveBackend.run { backend in
            let first = try await backend.session().players
            let second = try await backend.session().players
            let anaHere = try #require(try await first.page(offset: 0, limit: 10).players.first)
            var anaThere = try #require(try await second.page(offset: 0, limit: 10).players.first)
            anaThere.age = 31
            try await second.update(anaThere)

            var renamed = anaHere
            renamed.name = "Ana S."
            let refusal = await #expect(throws: PlayerChangedElsewhere.self) { try await first.update(renamed) }
            var both = try #require(refusal?.current)
            both.name = "Ana S."
            try await first.update(both)

            #expect(refusal?.current == anaThere)
            #expect(try await second.player(anaHere.id) == both, "both changes kept")
        }
    }

    @Test func aPlayerComesWithItsRevisionAndAnUpdateReturnsTheNewOne() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()
            let ana = try await session.players.player(1)

            let shown = try await session.send(.get, ["api", "players", "1"])
            var renamed = ana
            renamed.name = "Ana S."
            let body =
                #"{"name": "Ana S.", "age": \#(ana.age ?? 0), "skill": "\#(ana.skill?.rawValue ?? "")", "preferredPosition": "\#(ana.preferredPosition?.rawValue ?? "")", "favouriteTeam": "\#(ana.favouriteTeam ?? "")"}"#
            let updated = try await session.client.send(
                APIRequest(
                    .put, ["api", "players", "1"], body: Data(body.utf8), headers: ["If-Match": "\"\(ana.revision)\""]))

            #expect(shown.eTag == "\"\(ana.revision)\"")
            #expect(updated.status == 204)
            #expect(updated.eTag == "\"\(renamed.revision)\"")
        }
    }

    @Test func anIfMatchThatIsNoRevisionIsABadRequest() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            let error = await #expect(throws: NetworkError.self) {
                try await session.client.send(
                    APIRequest(
                        .put, ["api", "players", "1"], body: Data(#"{"name": "X"}"#.utf8),
                        headers: ["If-Match": "yesterday"]))
            }

            #expect(
                error == .rejected(status: 400, reason: "If-Match must be a player's revision, as its ETag gives it."))
        }
    }
}
