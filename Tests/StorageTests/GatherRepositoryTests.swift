import Domain
import Foundation
import Testing

@testable import Storage

@Suite("Gather repository")
struct GatherRepositoryTests {
    @Test func aCreatedGatherIsListedWithoutAResultUntilItIsUpdated() async throws {
        let fixture = try await BackendFixture()
        let alice = fixture.userA.id

        let gather = try await fixture.gathers.create(owner: alice)
        let before = try await fixture.gathers.gathers(owner: alice)
        try await fixture.gathers.update(id: gather.id, score: "3-2", winnerTeam: "Team A", owner: alice)
        let after = try await fixture.gathers.gather(id: gather.id, owner: alice)

        #expect(before == [Gather(id: gather.id)])
        #expect(after == Gather(id: gather.id, score: "3-2", winnerTeam: "Team A"))
    }

    @Test func playersJoinATeamAndAddingAgainChangesTheirTeam() async throws {
        let fixture = try await BackendFixture()
        let alice = fixture.userA.id
        let gather = try await fixture.gathers.create(owner: alice)
        let keeper = try await fixture.players.create(
            PlayerDraft(name: "Keeper", preferredPosition: .goalkeeper), owner: alice)
        let striker = try await fixture.players.create(PlayerDraft(name: "Striker"), owner: alice)

        try await fixture.gathers.addPlayer(keeper.id, to: gather.id, team: .teamB, owner: alice)
        try await fixture.gathers.addPlayer(striker.id, to: gather.id, team: .teamB, owner: alice)
        try await fixture.gathers.addPlayer(striker.id, to: gather.id, team: .teamA, owner: alice)

        let members = try await fixture.gathers.members(ofGather: gather.id, owner: alice)
        #expect(members == [GatherMember(player: striker, team: .teamA), GatherMember(player: keeper, team: .teamB)])
    }

    @Test func benchPlayersAreNeverStored() async throws {
        let fixture = try await BackendFixture()
        let alice = fixture.userA.id
        let gather = try await fixture.gathers.create(owner: alice)
        let player = try await fixture.players.create(PlayerDraft(name: "Sub"), owner: alice)

        let error = await #expect(throws: StorageError.self) {
            try await fixture.gathers.addPlayer(player.id, to: gather.id, team: .bench, owner: alice)
        }

        #expect(error == .benchPlayersAreNotStored)
        #expect(try await fixture.gathers.members(ofGather: gather.id, owner: alice).isEmpty)
    }

    @Test func aPlayersGathersAreTheOnesItPlayedIn() async throws {
        let fixture = try await BackendFixture()
        let alice = fixture.userA.id
        let player = try await fixture.players.create(PlayerDraft(name: "Regular"), owner: alice)
        let first = try await fixture.gathers.create(owner: alice)
        _ = try await fixture.gathers.create(owner: alice)
        let third = try await fixture.gathers.create(owner: alice)
        try await fixture.gathers.addPlayer(player.id, to: first.id, team: .teamA, owner: alice)
        try await fixture.gathers.addPlayer(player.id, to: third.id, team: .teamB, owner: alice)

        let played = try await fixture.gathers.gathers(ofPlayer: player.id, owner: alice)

        #expect(played.map(\.id) == [first.id, third.id])
    }

    @Test func deletingAGatherOrAPlayerRemovesTheirMemberships() async throws {
        let fixture = try await BackendFixture()
        let alice = fixture.userA.id
        let keep = try await fixture.gathers.create(owner: alice)
        let drop = try await fixture.gathers.create(owner: alice)
        let stays = try await fixture.players.create(PlayerDraft(name: "Stays"), owner: alice)
        let leaves = try await fixture.players.create(PlayerDraft(name: "Leaves"), owner: alice)
        for gather in [keep, drop] {
            try await fixture.gathers.addPlayer(stays.id, to: gather.id, team: .teamA, owner: alice)
            try await fixture.gathers.addPlayer(leaves.id, to: gather.id, team: .teamB, owner: alice)
        }

        try await fixture.gathers.delete(id: drop.id, owner: alice)
        try await fixture.players.delete(id: leaves.id, owner: alice)

        #expect(
            try await fixture.gathers.members(ofGather: keep.id, owner: alice) == [
                GatherMember(player: stays, team: .teamA)
            ])
        #expect(try await fixture.rowCount("gatherPlayer") == 1)
        #expect(try await fixture.gathers.gathers(owner: alice).map(\.id) == [keep.id])
    }

    @Test func anotherUserNeverReachesAGather() async throws {
        let fixture = try await BackendFixture()
        let (alice, bob) = (fixture.userA.id, fixture.userB.id)
        let gatherA = try await fixture.gathers.create(owner: alice)

        #expect(try await fixture.gathers.gathers(owner: bob).isEmpty)
        #expect(try await fixture.gathers.gather(id: gatherA.id, owner: bob) == nil)
        await #expect(throws: StorageError.gatherNotFound(gatherA.id)) {
            try await fixture.gathers.update(id: gatherA.id, score: "9-0", winnerTeam: "Team B", owner: bob)
        }
        await #expect(throws: StorageError.gatherNotFound(gatherA.id)) {
            try await fixture.gathers.delete(id: gatherA.id, owner: bob)
        }
        await #expect(throws: StorageError.gatherNotFound(gatherA.id)) {
            try await fixture.gathers.members(ofGather: gatherA.id, owner: bob)
        }
        #expect(try await fixture.gathers.gather(id: gatherA.id, owner: alice) == Gather(id: gatherA.id))
    }

    @Test func playersAndGathersOfDifferentUsersNeverMeet() async throws {
        let fixture = try await BackendFixture()
        let (alice, bob) = (fixture.userA.id, fixture.userB.id)
        let gatherA = try await fixture.gathers.create(owner: alice)
        let playerA = try await fixture.players.create(PlayerDraft(name: "A"), owner: alice)
        let gatherB = try await fixture.gathers.create(owner: bob)
        let playerB = try await fixture.players.create(PlayerDraft(name: "B"), owner: bob)

        // Bob puts Alice's player into his own gather, then his own player into Alice's gather.
        await #expect(throws: StorageError.playerNotFound(playerA.id)) {
            try await fixture.gathers.addPlayer(playerA.id, to: gatherB.id, team: .teamA, owner: bob)
        }
        await #expect(throws: StorageError.gatherNotFound(gatherA.id)) {
            try await fixture.gathers.addPlayer(playerB.id, to: gatherA.id, team: .teamA, owner: bob)
        }
        // Alice, owner of the gather, cannot add Bob's player either.
        await #expect(throws: StorageError.playerNotFound(playerB.id)) {
            try await fixture.gathers.addPlayer(playerB.id, to: gatherA.id, team: .teamA, owner: alice)
        }
        await #expect(throws: StorageError.playerNotFound(playerA.id)) {
            try await fixture.gathers.gathers(ofPlayer: playerA.id, owner: bob)
        }
        #expect(try await fixture.rowCount("gatherPlayer") == 0)
    }
}
