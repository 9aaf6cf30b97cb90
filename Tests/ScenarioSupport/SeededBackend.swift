import AppSupport
import Backend
import Foundation
import Hashing
import HummingbirdBcrypt
import Storage
import TestSupport

/// The local backend's database as a new one starts — the demo account, its players and
/// cards — made once per test run and copied into each session's data folder: seeding hashes a
/// password and draws photos, a quarter of a second that every session and every run of the key
/// walk would pay again. The backend finds the copy and seeds nothing.
@MainActor
enum SeededBackend {
    private static var template: (folder: TemporaryDirectory, path: String)?

    /// Puts a seeded `backend.sqlite` into `dataDirectory`, where the local backend opens it.
    static func copy(into dataDirectory: String) async throws {
        let source = try await templatePath()
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: source, toPath: URL(fileURLWithPath: dataDirectory).appendingPathComponent("backend.sqlite").path)
    }

    /// Starts a session's local backend over its data folder in the test's own process: the
    /// `backend` program's server, without a process for each of the suite's sessions.
    nonisolated static func startInProcess(dataDirectory: String) async throws -> LocalBackend {
        let database = try SQLiteDatabase.open(
            at: URL(fileURLWithPath: dataDirectory).appendingPathComponent("backend.sqlite").path)
        let backend = try await EmbeddedBackend.start(database: database, logger: TestLogging.logger())
        return LocalBackend(address: .fixed(backend.baseURL), stop: { await backend.stop() })
    }

    private static func templatePath() async throws -> String {
        if let template { return template.path }
        let folder = try TemporaryDirectory()
        let seeded = try SQLiteDatabase.open(at: folder.path("seeding.sqlite"))
        // The demo password at bcrypt's lowest cost (2⁴ rounds, not the backend's 2¹⁰): every
        // session and every run of the key walk signs in, and none of them tests the hash — at
        // 2¹⁰ the sign-ins were a quarter of the parity suite's time. The client's digest, as
        // the app sends it.
        let digest = SHA256Digest.lowercaseHex(of: Data(DemoData.password.utf8))
        try await DemoData.seed(into: seeded, passwordHash: Bcrypt.hash(digest, cost: 4))
        let path = folder.path("backend.sqlite")
        try await seeded.copy(to: path)
        template = (folder, path)
        return path
    }
}
