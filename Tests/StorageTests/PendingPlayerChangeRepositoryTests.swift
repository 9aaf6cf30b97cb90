import Domain
import Foundation
import TestSupport
import Testing

@testable import Storage

@Suite("Waiting player changes")
struct PendingPlayerChangeRepositoryTests {
    private let directory: TemporaryDirectory
    private let database: SQLiteDatabase
    private let sut: PendingPlayerChangeRepository

    init() throws {
        directory = try TemporaryDirectory()
        database = try SQLiteDatabase.open(at: directory.path("app.sqlite"))
        sut = PendingPlayerChangeRepository(database: database)
    }

    @Test func changesComeBackInTheOrderTheyWereMadeAfterReopening() async throws {
        let ana = Player(id: 1, name: "Ana Silva", age: 29)
        var older = ana
        older.age = 30
        let changes: [PlayerChange] = [
            .create(PlayerDraft(name: "Zoë 東京 🇯🇵", skill: .amateur)),
            .update(original: ana, edited: older),
            .update(original: nil, edited: older),
            .delete(ana),
        ]
        for change in changes {
            _ = try await sut.append(change, account: "server demo", idempotencyKey: UUID().uuidString)
        }

        let reopened = PendingPlayerChangeRepository(database: try SQLiteDatabase.open(at: database.location))

        #expect(try await reopened.pending(account: "server demo").map(\.change) == changes)
    }

    @Test func eachAccountHasItsOwnAndARemovedChangeIsGone() async throws {
        let first = try await sut.append(
            .create(PlayerDraft(name: "Demo's")), account: "server demo", idempotencyKey: UUID().uuidString)
        _ = try await sut.append(
            .create(PlayerDraft(name: "Coach's")), account: "server coach", idempotencyKey: UUID().uuidString)
        let second = try await sut.append(
            .create(PlayerDraft(name: "Demo's second")), account: "server demo", idempotencyKey: UUID().uuidString)

        try await sut.remove(first)

        #expect(try await sut.pending(account: "server demo") == [second])
        #expect(try await sut.pending(account: "server coach").map(\.change.playerName) == ["Coach's"])
        #expect(first.sequence < second.sequence)
    }
}
