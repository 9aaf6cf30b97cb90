import TerminalUI
import Testing

/// The run loop as a real terminal drives it: input in batches, signals raised from elsewhere.
@MainActor
@Suite("Run loop")
struct RunLoopTests {
    private func makeApp() -> (TerminalApp, HeadlessBackend) {
        let backend = HeadlessBackend(size: Size(columns: 60, rows: 18), colorMode: .monochrome)
        let app = TerminalApp(
            appName: "App", patternName: "Test", backend: backend, clock: ManualClock(), colorMode: .monochrome)
        return (app, backend)
    }

    /// SIGTERM while a thousand keys wait: none of them is typed, and the run says why it ended.
    @Test func anInterruptionIsActedOnBeforeTheInputQueuedAheadOfIt() async throws {
        let (sut, backend) = makeApp()
        let field = TextField(label: "Name")
        backend.send(Array(repeating: .key(.character("x")), count: 1_000))
        backend.interrupt(.terminate)

        let interruption = try await sut.run(TestScreen([field]))

        #expect(interruption == .terminate)
        #expect(field.text.isEmpty)
    }

    @Test func ctrlCInABatchEndsTheRunWithoutTheKeysAfterIt() async throws {
        let (sut, backend) = makeApp()
        let field = TextField(label: "Name")
        backend.send([.key(.character("a")), .key(.control("c")), .key(.character("b"))])

        let interruption = try await sut.run(TestScreen([field]))

        #expect(interruption == .interrupt)
        #expect(field.text == "a")
    }

    @Test func aBatchOfKeysIsDrawnOnce() async throws {
        let (sut, backend) = makeApp()
        let field = TextField(label: "Name")
        backend.send(Array(repeating: .key(.character("x")), count: 200))
        backend.send([.key(.escape)])

        let interruption = try await sut.run(TestScreen([field]))

        #expect(interruption == nil, "Esc on the first screen quits: no interruption")
        #expect(field.text.count == 200)
        #expect(backend.frameCount <= 3, "the first frame, one for the batch, and at most one more")
    }

    @Test(arguments: [(Interruption.interrupt, Int32(130)), (.terminate, 143), (.hangUp, 129)])
    func eachInterruptionExitsAsShellsExpect(interruption: Interruption, status: Int32) {
        #expect(interruption.exitStatus == status)
    }
}
