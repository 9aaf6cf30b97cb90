import Domain
import Testing

@testable import Storage

@Suite("Account seeding")
struct AccountSeederTests {
    private let players = [PlayerDraft(name: "Ana Silva", age: 29), PlayerDraft(name: "Ben Carter")]

    @Test func theUserItsPlayersAndTheCardsAreWrittenTogether() async throws {
        let fixture = try await BackendFixture()
        let seeder = AccountSeeder(database: fixture.database, thumbnailer: ThumbnailerStub())

        let account = try #require(
            await seeder.seed(username: "demo", passwordHash: "hash", players: players, cards: [makeCard("Gym")]))

        #expect(try await fixture.users.user(named: "demo") == account)
        #expect(try await fixture.players.players(owner: account.id).map(\.name) == ["Ana Silva", "Ben Carter"])
        #expect(try await fixture.rowCount("card") == 1)
    }

    @Test func aCardThatCannotBeStoredLeavesNoUserAndNoPlayers() async throws {
        let fixture = try await BackendFixture()
        let seeder = AccountSeeder(database: fixture.database, thumbnailer: FailingThumbnailer())

        let error = await #expect(throws: StorageError.self) {
            try await seeder.seed(username: "demo", passwordHash: "hash", players: players, cards: [makeCard("Gym")])
        }

        #expect(error == .thumbnailFailed(reason: "not a JPEG"))
        #expect(try await fixture.users.user(named: "demo") == nil)
        #expect(try await fixture.rowCount("player") == 0)
    }

    @Test func aTakenUsernameWritesNothing() async throws {
        let fixture = try await BackendFixture()
        let seeder = AccountSeeder(database: fixture.database, thumbnailer: ThumbnailerStub())
        let first = try #require(
            await seeder.seed(username: "demo", passwordHash: "hash", players: players, cards: [makeCard("Gym")]))

        let second = try await seeder.seed(
            username: "Demo", passwordHash: "other", players: players, cards: [makeCard("Library")])

        #expect(second == nil)
        #expect(try await fixture.players.players(owner: first.id).count == 2)
        #expect(try await fixture.rowCount("player") == 2)
        #expect(try await fixture.rowCount("card") == 1)
    }
}
