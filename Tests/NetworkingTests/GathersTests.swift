import Backend
import Domain
import Foundation
import Testing

@testable import Networking

@Suite("Gathers")
struct GathersTests {
    @Test func aGatherIsPlayedFromStartToEnd() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()
            let players = try await session.players.players()

            let id = try await session.gathers.create()
            try await session.gathers.addPlayer(players[0].id, to: id, team: .teamA)
            try await session.gathers.addPlayer(players[1].id, to: id, team: .teamB)
            try await session.gathers.addPlayer(players[2].id, to: id, team: .teamB)
            try await session.gathers.addPlayer(players[2].id, to: id, team: .teamA)
            let members = try await session.gathers.members(of: id)
            try await session.gathers.end(id, with: Score(teamA: 3, teamB: 1))
            let ended = try await session.gathers.gathers()
            let played = try await session.players.gathers(of: players[0].id)

            #expect(
                members == [
                    GatherMember(player: players[0], team: .teamA),
                    GatherMember(player: players[2], team: .teamA),
                    GatherMember(player: players[1], team: .teamB),
                ])
            #expect(ended == [Gather(id: id, score: "3-1", winnerTeam: "Team A")])
            #expect(played.map(\.id) == [id])
        }
    }

    @Test func theGatherListCarriesItsOwnersId() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()
            _ = try await session.gathers.create()
            let users = try await session.send(.get, ["api", "users"]).decode([[String: String]].self, as: "the answer")

            let raw = try await session.send(.get, ["api", "gathers"]).decode([[String: String]].self, as: "the answer")

            #expect(raw.first?["userId"] == users.first?["id"])
        }
    }

    @Test func aDeletedGatherIsGone() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()
            let id = try await session.gathers.create()

            try await session.gathers.delete(id)

            #expect(try await session.gathers.gathers().isEmpty)
            await #expect(throws: NetworkError.notFound(reason: "There is no gather \(id).")) {
                try await session.gathers.delete(id)
            }
        }
    }

    @Test func benchIsNotATeamOfAGather() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()
            let id = try await session.gathers.create()

            let error = await #expect(throws: NetworkError.self) {
                try await session.gathers.addPlayer(1, to: id, team: .bench)
            }

            #expect(
                error == .rejected(status: 400, reason: "\"Bench\" is not a valid team: use \"Team A\" or \"Team B\"."))
        }
    }

    @Test(arguments: [
        (#"{"score": "1-0"}"#, "Missing field \"winnerTeam\"."),
        (#"{"winnerTeam": "Team A"}"#, "Missing field \"score\"."),
        (
            #"{"score": "1-0", "winnerTeam": "Team C"}"#,
            "\"Team C\" is not a valid winnerTeam: use one of Team A, Team B, None."
        ),
    ])
    func anIncompleteResultIsABadRequest(body: String, reason: String) async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()
            let id = try await session.gathers.create()

            let error = await #expect(throws: NetworkError.self) {
                try await session.send(.put, ["api", "gathers", id.uuidString], body: body)
            }

            #expect(error == .rejected(status: 400, reason: reason))
        }
    }

    @Test func aGatherIdThatIsNotAUUIDIsABadRequest() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            let error = await #expect(throws: NetworkError.self) {
                try await session.send(.get, ["api", "gathers", "7", "players"])
            }

            #expect(error == .rejected(status: 400, reason: "\"7\" is not a valid gather id."))
        }
    }

    @Test func anotherUserNeverReachesYourGathersOrMixesPlayers() async throws {
        try await LiveBackend.run { backend in
            let demo = try await backend.session()
            let intruder = try await backend.session(as: "intruder", password: "sneaky", register: true)
            let demoGather = try await demo.gathers.create()
            let demoPlayer = try #require(try await demo.players.players().first)
            let intruderGather = try await intruder.gathers.create()
            let intruderPlayer = try await intruder.players.create(
                PlayerDraft(name: "Own player"), idempotencyKey: UUID().uuidString)

            #expect(try await intruder.gathers.gathers().map(\.id) == [intruderGather])
            await #expect(throws: NetworkError.notFound(reason: "There is no gather \(demoGather).")) {
                try await intruder.gathers.end(demoGather, with: Score(teamA: 9, teamB: 0))
            }
            await #expect(throws: NetworkError.notFound(reason: "There is no gather \(demoGather).")) {
                try await intruder.gathers.delete(demoGather)
            }
            await #expect(throws: NetworkError.notFound(reason: "There is no gather \(demoGather).")) {
                try await intruder.gathers.members(of: demoGather)
            }
            await #expect(throws: NetworkError.notFound(reason: "There is no player \(demoPlayer.id).")) {
                try await intruder.gathers.addPlayer(demoPlayer.id, to: intruderGather, team: .teamA)
            }
            await #expect(throws: NetworkError.notFound(reason: "There is no gather \(demoGather).")) {
                try await intruder.gathers.addPlayer(intruderPlayer, to: demoGather, team: .teamA)
            }
            #expect(try await demo.gathers.gathers() == [Gather(id: demoGather)])
            #expect(try await demo.gathers.members(of: demoGather).isEmpty)
        }
    }
}
