import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import Storage

@Suite("Opening a database")
struct SQLiteDatabaseTests {
    @Test func aNewFileIsMigratedAndInWALMode() async throws {
        let directory = try TemporaryDirectory()

        let sut = try SQLiteDatabase.open(at: directory.path("new.sqlite"))

        let (journalMode, tables) = try await sut.read { db in
            (
                try String.fetchOne(db, sql: "PRAGMA journal_mode"),
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
            )
        }
        #expect(journalMode == "wal")
        #expect(
            Set(tables).isSuperset(of: [
                "card", "loginPreferences", "user", "token", "player", "gather", "gatherPlayer",
            ]))
    }

    @Test func onlyTheFirstOpenOfAFileFindsItNew() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("seeded.sqlite")

        let first = try SQLiteDatabase.open(at: path)
        let second = try SQLiteDatabase.open(at: path)

        #expect(first.isNew)
        #expect(!second.isNew)
    }

    @Test func foreignKeysAreEnforced() async throws {
        let directory = try TemporaryDirectory()
        let sut = try SQLiteDatabase.open(at: directory.path("fk.sqlite"))

        await #expect(throws: StorageError.self) {
            _ = try await PlayerRepository(database: sut).create(PlayerDraft(name: "Orphan"), owner: UUID())
        }
    }

    @Test func aFileThatIsNotADatabaseIsATypedError() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("corrupt.sqlite")
        try Data(String(repeating: "this is not a database. ", count: 200).utf8).write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: StorageError.self) { try SQLiteDatabase.open(at: path) }

        #expect(error == .notADatabase(path: path))
        #expect(error?.description == "\(path) is not a database, or it is corrupt.")
    }

    @Test func aMissingFolderIsATypedError() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path("no/such/folder")

        let error = #expect(throws: StorageError.self) { try SQLiteDatabase.open(at: missing + "/db.sqlite") }

        #expect(error == .directoryMissing(path: missing))
        #expect(error?.description == "The folder \(missing) does not exist.")
    }

    /// /sys refuses new files even to root, which CI runs as: a read-only place on every machine of this kind.
    @Test func aReadOnlyLocationIsATypedError() throws {
        let error = #expect(throws: StorageError.self) { try SQLiteDatabase.open(at: "/sys/workshop.sqlite") }

        #expect(error == .notWritable(path: "/sys"))
    }

    @Test func aFolderInPlaceOfTheFileIsATypedError() throws {
        let directory = try TemporaryDirectory()

        let error = #expect(throws: StorageError.self) { try SQLiteDatabase.open(at: directory.url.path) }

        #expect(error == .cannotOpen(path: directory.url.path, reason: "it is a folder"))
    }
}

@Suite("Concurrent access")
struct ConcurrentAccessTests {
    @Test func twoConnectionsWritingTheSameFileLoseNothing() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        let first = CardRepository(database: try SQLiteDatabase.open(at: path), thumbnailer: ThumbnailerStub())
        let second = CardRepository(database: try SQLiteDatabase.open(at: path), thumbnailer: ThumbnailerStub())
        let cardsEach = 100

        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<cardsEach {
                group.addTask { try await first.save(makeCard("first \(index)"), owner: "owner") }
                group.addTask { try await second.save(makeCard("second \(index)"), owner: "owner") }
            }
            try await group.waitForAll()
        }

        #expect(try await first.count(owner: "owner") == 2 * cardsEach)
        #expect(try await second.summaries(owner: "owner", offset: 0, limit: 1000).count == 2 * cardsEach)
    }

    @Test func aWriteThatFindsTheDatabaseLockedIsATypedErrorAndLosesNothing() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("locked.sqlite")
        let holder = try SQLiteDatabase.open(at: path)
        let impatient = CardRepository(
            database: try SQLiteDatabase.open(at: path, busyTimeout: .zero), thumbnailer: ThumbnailerStub())
        let lockTaken = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)

        // The holder writes and keeps its transaction open until the impatient writer has failed.
        async let held: Void = holder.write { db in
            try CardRow(
                owner: "owner", identifier: "held", name: "Held", front: Data([1]), back: Data([2]),
                thumbnail: Data([3]), updatedAt: Date()
            )
            .insert(db)
            lockTaken.signal()
            release.wait()
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                lockTaken.wait()
                continuation.resume()
            }
        }
        let error = await #expect(throws: StorageError.self) {
            try await impatient.save(makeCard("Waiting"), owner: "owner")
        }
        release.signal()
        try await held

        #expect(error == .locked(path: path))
        #expect(try await impatient.count(owner: "owner") == 1)
        #expect(try await impatient.card(identifier: "held", owner: "owner")?.name == "Held")
    }
}
