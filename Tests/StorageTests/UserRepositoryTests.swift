import Domain
import Testing
@testable import Storage

@Suite("Users and tokens")
struct UserRepositoryTests {
    @Test func aCreatedUserIsFoundByNameWhateverTheCaseAndById() async throws {
        let fixture = try await BackendFixture()

        let byName = try await fixture.users.user(named: "ALICE")
        let byID = try await fixture.users.user(id: fixture.userA.id)

        #expect(byName == fixture.userA)
        #expect(byID == fixture.userA)
        #expect(byID?.passwordHash == "hash-a")
    }

    @Test func aTakenUsernameIsATypedErrorWhateverTheCase() async throws {
        let fixture = try await BackendFixture()

        let error = await #expect(throws: StorageError.self) {
            try await fixture.users.create(username: "Alice", passwordHash: "other")
        }

        #expect(error == .duplicateUsername("Alice"))
        #expect(error?.description == "The username \"Alice\" is already taken.")
        #expect(try await fixture.users.users().count == 2)
    }

    @Test func usersAreListedByName() async throws {
        let fixture = try await BackendFixture()

        let names = try await fixture.users.users().map(\.username)

        #expect(names == ["alice", "bob"])
    }

    @Test func aTokenStandsForTheUserItWasIssuedTo() async throws {
        let fixture = try await BackendFixture()
        try await fixture.tokens.store("token-a", for: fixture.userA.id)
        try await fixture.tokens.store("token-b", for: fixture.userB.id)

        #expect(try await fixture.tokens.user(forToken: "token-a") == fixture.userA)
        #expect(try await fixture.tokens.user(forToken: "token-b") == fixture.userB)
        #expect(try await fixture.tokens.user(forToken: "never-issued") == nil)
    }

    @Test func onlyTheNewestSessionsOfAUserStayValid() async throws {
        let fixture = try await BackendFixture()
        let issued = (0..<(TokenRepository.sessionsPerUser + 2)).map { "token-\($0)" }

        for token in issued {
            try await fixture.tokens.store(token, for: fixture.userA.id)
        }
        try await fixture.tokens.store("token-of-b", for: fixture.userB.id)

        #expect(try await fixture.tokens.user(forToken: issued[0]) == nil)
        #expect(try await fixture.tokens.user(forToken: issued[1]) == nil)
        #expect(try await fixture.tokens.user(forToken: issued[2]) == fixture.userA)
        #expect(try await fixture.tokens.user(forToken: "token-of-b") == fixture.userB)
        #expect(try await fixture.rowCount("token") == TokenRepository.sessionsPerUser + 1)
    }

    @Test func aTokenForAnUnknownUserIsRefused() async throws {
        let fixture = try await BackendFixture()
        let stranger = UserAccount(id: .init(), username: "x", passwordHash: "y")

        let error = await #expect(throws: StorageError.self) { try await fixture.tokens.store("t", for: stranger.id) }

        #expect(error == .userNotFound(stranger.id))
    }

    @Test func deletingAUserRemovesEverythingItOwnedAndNothingElse() async throws {
        let fixture = try await BackendFixture()
        try await fixture.tokens.store("token-a", for: fixture.userA.id)
        let playerA = try await fixture.players.create(PlayerDraft(name: "A1"), owner: fixture.userA.id)
        let gatherA = try await fixture.gathers.create(owner: fixture.userA.id)
        try await fixture.gathers.addPlayer(playerA.id, to: gatherA.id, team: .teamA, owner: fixture.userA.id)
        let playerB = try await fixture.players.create(PlayerDraft(name: "B1"), owner: fixture.userB.id)

        try await fixture.users.delete(id: fixture.userA.id)

        #expect(try await fixture.users.user(id: fixture.userA.id) == nil)
        #expect(try await fixture.tokens.user(forToken: "token-a") == nil)
        #expect(try await fixture.rowCount("token") == 0)
        #expect(try await fixture.rowCount("gather") == 0)
        #expect(try await fixture.rowCount("gatherPlayer") == 0)
        #expect(try await fixture.players.players(owner: fixture.userB.id) == [playerB])
        #expect(try await fixture.rowCount("player") == 1)
    }

    @Test func deletingAnUnknownUserIsATypedError() async throws {
        let fixture = try await BackendFixture()
        try await fixture.users.delete(id: fixture.userB.id)

        let error = await #expect(throws: StorageError.self) { try await fixture.users.delete(id: fixture.userB.id) }

        #expect(error == .userNotFound(fixture.userB.id))
    }
}
