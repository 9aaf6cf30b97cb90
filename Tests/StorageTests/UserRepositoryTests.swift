import Domain
import Foundation
import Testing

@testable import Storage

@Suite("Users and tokens")
struct UserRepositoryTests {
    /// A fixed day, so no test depends on when it runs.
    private let today = Date(timeIntervalSince1970: 1_800_000_000)
    private var tomorrow: Date { today.addingTimeInterval(86_400) }

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
        try await fixture.tokens.store("token-a", for: fixture.userA.id, expiresAt: tomorrow, now: today)
        try await fixture.tokens.store("token-b", for: fixture.userB.id, expiresAt: tomorrow, now: today)

        #expect(try await fixture.tokens.user(forToken: "token-a", at: today) == fixture.userA)
        #expect(try await fixture.tokens.user(forToken: "token-b", at: today) == fixture.userB)
        #expect(try await fixture.tokens.user(forToken: "never-issued", at: today) == nil)
    }

    @Test func aTokenEndsWhenItExpires() async throws {
        let fixture = try await BackendFixture()
        try await fixture.tokens.store("token-a", for: fixture.userA.id, expiresAt: tomorrow, now: today)

        #expect(
            try await fixture.tokens.user(forToken: "token-a", at: tomorrow.addingTimeInterval(-1)) == fixture.userA)
        #expect(try await fixture.tokens.user(forToken: "token-a", at: tomorrow) == nil)
    }

    @Test func aRevokedTokenEndsAtOnceAndTheUsersOtherSessionsStay() async throws {
        let fixture = try await BackendFixture()
        try await fixture.tokens.store("laptop", for: fixture.userA.id, expiresAt: tomorrow, now: today)
        try await fixture.tokens.store("phone", for: fixture.userA.id, expiresAt: tomorrow, now: today)

        try await fixture.tokens.revoke("laptop")
        try await fixture.tokens.revoke("laptop")

        #expect(try await fixture.tokens.user(forToken: "laptop", at: today) == nil)
        #expect(try await fixture.tokens.user(forToken: "phone", at: today) == fixture.userA)
    }

    @Test func expiredTokensAreDroppedWhenTheUserLogsInAgain() async throws {
        let fixture = try await BackendFixture()
        try await fixture.tokens.store("old", for: fixture.userA.id, expiresAt: tomorrow, now: today)
        try await fixture.tokens.store("of-b", for: fixture.userB.id, expiresAt: tomorrow, now: today)
        let nextWeek = today.addingTimeInterval(7 * 86_400)

        try await fixture.tokens.store(
            "new", for: fixture.userA.id, expiresAt: nextWeek.addingTimeInterval(86_400), now: nextWeek)

        #expect(try await fixture.rowCount("token") == 2, "A's expired token is gone; B's is B's to drop")
    }

    @Test func onlyTheNewestSessionsOfAUserStayValid() async throws {
        let fixture = try await BackendFixture()
        let issued = (0..<(TokenRepository.sessionsPerUser + 2)).map { "token-\($0)" }

        for token in issued {
            try await fixture.tokens.store(token, for: fixture.userA.id, expiresAt: tomorrow, now: today)
        }
        try await fixture.tokens.store("token-of-b", for: fixture.userB.id, expiresAt: tomorrow, now: today)

        #expect(try await fixture.tokens.user(forToken: issued[0], at: today) == nil)
        #expect(try await fixture.tokens.user(forToken: issued[1], at: today) == nil)
        #expect(try await fixture.tokens.user(forToken: issued[2], at: today) == fixture.userA)
        #expect(try await fixture.tokens.user(forToken: "token-of-b", at: today) == fixture.userB)
        #expect(try await fixture.rowCount("token") == TokenRepository.sessionsPerUser + 1)
    }

    @Test func aTokenForAnUnknownUserIsRefused() async throws {
        let fixture = try await BackendFixture()
        let stranger = UserAccount(id: .init(), username: "x", passwordHash: "y")

        let error = await #expect(throws: StorageError.self) {
            try await fixture.tokens.store("t", for: stranger.id, expiresAt: tomorrow, now: today)
        }

        #expect(error == .userNotFound(stranger.id))
    }

    @Test func deletingAUserRemovesEverythingItOwnedAndNothingElse() async throws {
        let fixture = try await BackendFixture()
        try await fixture.tokens.store("token-a", for: fixture.userA.id, expiresAt: tomorrow, now: today)
        let playerA = try await fixture.players.create(PlayerDraft(name: "A1"), owner: fixture.userA.id)
        let gatherA = try await fixture.gathers.create(owner: fixture.userA.id)
        try await fixture.gathers.addPlayer(playerA.id, to: gatherA.id, team: .teamA, owner: fixture.userA.id)
        let playerB = try await fixture.players.create(PlayerDraft(name: "B1"), owner: fixture.userB.id)

        try await fixture.users.delete(id: fixture.userA.id)

        #expect(try await fixture.users.user(id: fixture.userA.id) == nil)
        #expect(try await fixture.tokens.user(forToken: "token-a", at: today) == nil)
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
