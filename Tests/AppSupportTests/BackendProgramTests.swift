import AppSupport
import Foundation
import Networking
import TerminalUI
import TestSupport
import Testing

/// The `backend` program as an app starts it for itself: beside the app's own executable, in a
/// process of its own, with requests waiting until it listens.
@Suite("The local backend's program")
struct BackendProgramTests {
    @Test func aMissingProgramIsSaidOnTheFirstRequestWithHowToBuildIt() async throws {
        let folder = try TemporaryDirectory()
        let missing = URL(fileURLWithPath: folder.path("nowhere/backend"))
        let backend = BackendProgram.launch(missing, dataDirectory: folder.path)

        await #expect(
            throws: NetworkError.localBackendDidNotStart(
                reason: "there is no backend program at \(missing.path); `make run` builds it, "
                    + "or `swift build --product backend`")
        ) { try await backend.address.url() }
        await backend.stop()
    }

    @Test func whileItsBuildRunsTheProgramWaitsAndStartsOnceTheBuildEnds() async throws {
        let folder = try TemporaryDirectory()
        let clock = ManualClock()
        let backend = BackendProgram.launch(
            dataDirectory: folder.path, buildStatus: folder.path("backend-build.status"), clock: clock)
        let waitedOnce = await Self.waitsForTheBuild(backend, on: clock)
        clock.advance(by: .milliseconds(250))
        let waitedTwice = await Self.waitsForTheBuild(backend, on: clock)
        let startedDuringTheBuild = FileManager.default.fileExists(atPath: folder.path("backend.log"))

        _ = try folder.write(Data(), to: "backend-build.status")
        clock.advance(by: .milliseconds(250))
        let url = try await backend.address.url()
        await backend.stop()

        #expect(waitedOnce && waitedTwice)
        #expect(!startedDuringTheBuild)
        #expect(url.host == "127.0.0.1")
    }

    @Test func aBuildThatFailedIsSaidInTheWordsItLeft() async throws {
        let folder = try TemporaryDirectory()
        let said = "its build failed (status 1): see .build/backend-build.log"
        _ = try folder.write(Data("\(said)\n".utf8), to: "backend-build.status")
        let backend = BackendProgram.launch(
            dataDirectory: folder.path, buildStatus: folder.path("backend-build.status"), clock: ManualClock())

        await #expect(throws: NetworkError.localBackendDidNotStart(reason: said)) { try await backend.address.url() }
        await backend.stop()
        #expect(!FileManager.default.fileExists(atPath: folder.path("backend.log")))
    }

    @Test func aRequestWaitingForTheBackendStopsWaitingWhenCancelled() async throws {
        let folder = try TemporaryDirectory()
        let clock = ManualClock()
        let backend = BackendProgram.launch(
            dataDirectory: folder.path, buildStatus: folder.path("never-written.status"), clock: clock)
        let waiting = Task { try await backend.address.url() }
        let waited = await Self.waitsForTheBuild(backend, on: clock)

        waiting.cancel()

        await #expect(throws: NetworkError.cancelled) { try await waiting.value }
        await backend.stop()
        #expect(waited)
    }

    @Test func aBackendThatStopsBeforeItListensIsSaidWithItsLastWords() async throws {
        let folder = try TemporaryDirectory()
        // A folder where its database should be: SQLite cannot open it.
        try FileManager.default.createDirectory(
            atPath: folder.path("backend.sqlite"), withIntermediateDirectories: true)
        let backend = BackendProgram.launch(dataDirectory: folder.path)

        let error = await #expect(throws: NetworkError.self) { try await backend.address.url() }
        await backend.stop()

        guard case .localBackendDidNotStart(let reason) = error else {
            Issue.record("not the local backend's failure: \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("it stopped: "))
        #expect(reason.contains("backend.sqlite"))
    }

    /// Whether the launch waits on `clock` for a build before it has an address: false as soon
    /// as it has one (or gave up), so a launch that does not wait fails the test, not hangs it.
    private static func waitsForTheBuild(_ backend: LocalBackend, on clock: ManualClock) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask { await clock.waitForSleepers(moreThan: 0) }
            group.addTask {
                _ = try? await backend.address.url()
                return false
            }
            let first = await group.next() ?? false
            clock.stopWaitingForSleepers()
            group.cancelAll()
            return first
        }
    }
}
