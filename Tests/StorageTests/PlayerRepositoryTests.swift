import Domain
import Testing

@testable import Storage

@Suite("Player repository")
struct PlayerRepositoryTests {
    private let fullDraft = PlayerDraft(
        name: "Iniesta", age: 38, skill: .professional, preferredPosition: .midfielder, favouriteTeam: "Barcelona"
    )

    @Test func aCreatedPlayerComesBackWithEveryField() async throws {
        let fixture = try await BackendFixture()

        let created = try await fixture.players.create(fullDraft, owner: fixture.userA.id)

        #expect(created.draft == fullDraft)
        #expect(try await fixture.players.player(id: created.id, owner: fixture.userA.id) == created)
    }

    @Test func playersAreListedInTheOrderTheyWereCreated() async throws {
        let fixture = try await BackendFixture()
        for name in ["Zico", "Ana", "Pelé"] {
            _ = try await fixture.players.create(PlayerDraft(name: name), owner: fixture.userA.id)
        }

        let names = try await fixture.players.players(owner: fixture.userA.id).map(\.name)

        #expect(names == ["Zico", "Ana", "Pelé"])
    }

    @Test func aPageCountsAndListsOnlyTheOwnersPlayersFromItsOffset() async throws {
        let fixture = try await BackendFixture()
        for name in ["Zico", "Ana", "Pelé", "Sócrates"] {
            _ = try await fixture.players.create(PlayerDraft(name: name), owner: fixture.userA.id)
        }
        _ = try await fixture.players.create(PlayerDraft(name: "Bob's"), owner: fixture.userB.id)

        let page = try await fixture.players.page(owner: fixture.userA.id, offset: 1, limit: 2)
        let bobs = try await fixture.players.page(owner: fixture.userB.id, offset: 0, limit: 10)

        #expect(page.players.map(\.name) == ["Ana", "Pelé"])
        #expect(page.offset == 1)
        #expect(page.total == 4)
        #expect(bobs.players.map(\.name) == ["Bob's"])
        #expect(bobs.total == 1)
    }

    @Test func updateReplacesAllFields() async throws {
        let fixture = try await BackendFixture()
        let created = try await fixture.players.create(fullDraft, owner: fixture.userA.id)

        try await fixture.players.update(id: created.id, with: PlayerDraft(name: "Andrés"), owner: fixture.userA.id)

        #expect(
            try await fixture.players.player(id: created.id, owner: fixture.userA.id)
                == Player(id: created.id, name: "Andrés"))
    }

    @Test func deleteRemovesThePlayer() async throws {
        let fixture = try await BackendFixture()
        let created = try await fixture.players.create(fullDraft, owner: fixture.userA.id)

        try await fixture.players.delete(id: created.id, owner: fixture.userA.id)

        #expect(try await fixture.players.players(owner: fixture.userA.id).isEmpty)
        let error = await #expect(throws: StorageError.self) {
            try await fixture.players.delete(id: created.id, owner: fixture.userA.id)
        }
        #expect(error == .playerNotFound(created.id))
    }

    @Test func anotherUserNeverReadsChangesOrDeletesAPlayer() async throws {
        let fixture = try await BackendFixture()
        let playerA = try await fixture.players.create(fullDraft, owner: fixture.userA.id)
        let bob = fixture.userB.id

        let listed = try await fixture.players.players(owner: bob)
        let read = try await fixture.players.player(id: playerA.id, owner: bob)
        let updateError = await #expect(throws: StorageError.self) {
            try await fixture.players.update(id: playerA.id, with: PlayerDraft(name: "Stolen"), owner: bob)
        }
        let deleteError = await #expect(throws: StorageError.self) {
            try await fixture.players.delete(id: playerA.id, owner: bob)
        }

        #expect(listed.isEmpty)
        #expect(read == nil)
        #expect(updateError == .playerNotFound(playerA.id))
        #expect(deleteError == .playerNotFound(playerA.id))
        #expect(try await fixture.players.player(id: playerA.id, owner: fixture.userA.id) == playerA)
    }
}
