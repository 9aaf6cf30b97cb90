import Foundation
import GRDB

/// One SQLite database, migrated to the current schema: the apps' local store or the backend's.
/// Every access goes through `read` or `write`, which turn failures into `StorageError`.
public struct SQLiteDatabase: Sendable {
    /// The file, or ":memory:"; errors name it.
    public let location: String
    /// Whether this open created the schema: a new, empty database, ready to be seeded.
    public let isNew: Bool
    private let writer: any DatabaseWriter

    /// Opens (creating it if needed) the database file at `path` in WAL mode and migrates it.
    /// - Parameter busyTimeout: how long a write waits for another connection to finish.
    public static func open(at path: String, busyTimeout: Duration = .seconds(5)) throws(StorageError) -> SQLiteDatabase
    {
        var configuration = Configuration()
        configuration.busyMode = busyTimeout > .zero ? .timeout(busyTimeout / .seconds(1)) : .immediateError
        do {
            // A DatabasePool is always in WAL mode: readers never wait for the writer.
            let pool = try DatabasePool(path: path, configuration: configuration)
            return try SQLiteDatabase(location: path, writer: pool)
        } catch {
            throw .wrapping(error, at: path)
        }
    }

    /// A database that lives as long as the process: the backend's `--in-memory`, and tests.
    public static func inMemory() throws(StorageError) -> SQLiteDatabase {
        let location = ":memory:"
        do {
            return try SQLiteDatabase(location: location, writer: DatabaseQueue())
        } catch {
            throw .wrapping(error, at: location)
        }
    }

    private init(location: String, writer: any DatabaseWriter) throws {
        let migrator = Schema.migrator
        isNew = try writer.read { db in try migrator.appliedIdentifiers(db).isEmpty }
        try migrator.migrate(writer)
        self.location = location
        self.writer = writer
    }

    /// A consistent copy of the whole database in one new file at `path` (SQLite's `VACUUM
    /// INTO`): a backup, or a seeded database to start others from.
    public func copy(to path: String) async throws(StorageError) {
        do {
            // Outside a transaction: VACUUM refuses to run inside one.
            try await writer.writeWithoutTransaction { db in try db.execute(sql: "VACUUM INTO ?", arguments: [path]) }
        } catch {
            throw .wrapping(error, at: location)
        }
    }

    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws(StorageError) -> T {
        do {
            return try await writer.read(value)
        } catch {
            throw .wrapping(error, at: location)
        }
    }

    /// Runs `updates` in one transaction: all of it is stored, or nothing.
    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws(StorageError) -> T {
        do {
            return try await writer.write(updates)
        } catch {
            throw .wrapping(error, at: location)
        }
    }
}
