import Foundation
import GRDB
import TestSupport
import Testing

@testable import Storage

/// The record of the creates done once per `Idempotency-Key`: bounded per account, so keys sent
/// by the thousand cost a bounded table.
@Suite("Idempotent requests")
struct IdempotentRequestTests {
    private let directory: TemporaryDirectory
    private let database: SQLiteDatabase
    private let today = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws {
        directory = try TemporaryDirectory()
        database = try SQLiteDatabase.open(at: directory.path("backend.sqlite"))
    }

    private func once(_ value: String, owner: String, at date: Date, outcome: Int) async throws -> Int {
        let key = IdempotencyKey(owner: owner, value: value, request: "POST /api/players same", receivedAt: date)
        return try await database.write { db in try IdempotentRequestRow.once(key, in: db) { outcome } }
    }

    private func kept(of owner: String) async throws -> Int {
        try await database.read { db in
            try IdempotentRequestRow.filter(IdempotentRequestRow.Columns.owner == owner).fetchCount(db)
        }
    }

    @Test func anAccountKeepsItsNewestKeysAndAnotherAccountsStay() async throws {
        _ = try await once("b-only", owner: "b", at: today, outcome: 0)
        let total = IdempotencyKey.keptPerOwner + 5
        for index in 0..<total {
            _ = try await once("key-\(index)", owner: "a", at: today.addingTimeInterval(Double(index)), outcome: index)
        }

        #expect(try await kept(of: "a") == IdempotencyKey.keptPerOwner)
        #expect(try await kept(of: "b") == 1)
        #expect(
            try await once("key-\(total - 1)", owner: "a", at: today, outcome: -1) == total - 1,
            "the newest answers as before")
        #expect(try await once("key-0", owner: "a", at: today, outcome: -1) == -1, "the oldest was let go: done anew")
    }

    @Test func keysOlderThanADayAreLetGo() async throws {
        _ = try await once("old", owner: "a", at: today, outcome: 1)

        let later = try await once(
            "new", owner: "a", at: today.addingTimeInterval(IdempotencyKey.lifetime + 1), outcome: 2)

        #expect(later == 2)
        #expect(try await kept(of: "a") == 1)
    }
}
