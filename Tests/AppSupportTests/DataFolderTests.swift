import AppSupport
import Foundation
import Logging
import TestSupport
import Testing

/// One app per data folder, and a log that two writers never overwrite.
@Suite("The data folder")
struct DataFolderTests {
    @Test func aSecondLockOnAFolderIsRefusedNamingTheFirst() throws {
        let folder = try TemporaryDirectory()
        let first = try DataFolderLock.acquire(folder.path, program: "Football Gather in MVC")

        #expect(
            throws: AppSupportError.dataFolderInUse(
                folder: folder.path, holder: "process \(getpid()), Football Gather in MVC")
        ) {
            _ = try DataFolderLock.acquire(folder.path, program: "My Cards in VIP")
        }
        withExtendedLifetime(first) {}
        #expect(
            AppSupportError.dataFolderInUse(folder: "/data", holder: "process 7, gather-mvc").description
                == "Another app is using the data folder /data (process 7, gather-mvc). Quit it first, or give this one a folder of its own with --data-dir."
        )
    }

    @Test func theLockGoesWithItsHolder() throws {
        let folder = try TemporaryDirectory()
        _ = try DataFolderLock.acquire(folder.path, program: "first")

        let second = try DataFolderLock.acquire(folder.path, program: "second")

        withExtendedLifetime(second) {}
    }

    /// The real program: a second app started on a folder in use says so and ends with an error.
    @Test func aSecondAppOnTheFolderIsRefusedWithAClearMessage() throws {
        let folder = try TemporaryDirectory()
        let lock = try DataFolderLock.acquire(folder.path, program: "gather-mvc")
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "gather-mvvm"
        ).path
        try #require(
            FileManager.default.isExecutableFile(atPath: program),
            "build gather-mvvm first (swift build --build-tests builds it)")
        let script = folder.path("quit.keys")
        try Data().write(to: URL(fileURLWithPath: script))

        let failure = #expect(throws: ExternalCommand.Failure.self) {
            try ExternalCommand.run([program, "--data-dir", folder.path, "--script", script])
        }

        #expect(
            failure?.description.contains(
                "Another app is using the data folder \(folder.path) (process \(getpid()), gather-mvc)") == true)
        withExtendedLifetime(lock) {}
    }

    /// Two writers on one log file (two apps given one --log-file): every line arrives whole.
    @Test func twoWritersOnOneLogFileNeverOverwriteEachOther() throws {
        let folder = try TemporaryDirectory()
        let first = try LogFile(path: folder.path("app.log"))
        let second = try LogFile(path: folder.path("app.log"))
        let a = Logger(label: "a") { FileLogHandler(label: $0, file: first, level: .info) }
        let b = Logger(label: "b") { FileLogHandler(label: $0, file: second, level: .info) }

        for line in 0..<50 {
            a.info("first \(line)")
            b.info("second \(line)")
        }

        let lines = try String(contentsOfFile: folder.path("app.log"), encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 100)
        #expect(lines.filter { $0.hasSuffix("a: first 49") || $0.hasSuffix("b: second 49") }.count == 2)
    }
}
