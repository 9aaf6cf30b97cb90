import AppSupport
import Foundation
import TerminalUI
import TestSupport
import Testing

/// One scripted session of one variant: a fresh data folder with a new, seeded embedded
/// backend, the app on a headless 80×24 screen with a test clock, and the checkpoints compared
/// with the golden snapshots (the pattern's name masked in the title bar).
@MainActor
final class ParitySession {
    let driver: ScriptDriver
    let environment: AppEnvironment
    let network: NetworkSwitch
    /// How long a held request waits on the session's clock.
    static let latency = Duration.seconds(4)
    private let variant: Variant
    private var snapshots: SnapshotFile
    private let stored: [String: String]?
    private let folder: TemporaryDirectory

    /// Runs `script` as a session of `variant` and checks its checkpoints against the
    /// snapshots of `scenario`.
    static func run(
        _ app: String,
        _ variant: Variant,
        scenario: String,
        makeRoot: @MainActor (Variant, AppEnvironment, AppSeams) -> Screen,
        configure: (inout AppEnvironment.Configuration, TemporaryDirectory) throws -> Void = { _, _ in },
        startsOffline: Bool = false,
        script: (ParitySession) async throws -> Void
    ) async throws {
        let folder = try TemporaryDirectory()
        let network = NetworkSwitch()
        network.failsRequests = startsOffline
        let clock = ManualClock()
        var configuration = AppEnvironment.Configuration(dataDirectory: folder.path, latency: latency, failsRequest: { network.failsRequests })
        configuration.delaysRequest = { network.delaysRequests }
        configuration.latencyClock = clock
        try configure(&configuration, folder)
        let environment = try await AppEnvironment.make(configuration)
        let session = ParitySession(
            app: app, variant: variant, scenario: scenario, environment: environment, network: network, clock: clock, folder: folder
        )
        do {
            await session.driver.start(makeRoot(variant, environment, session.driver.app.seams))
            try await script(session)
            try session.finish()
        } catch {
            await environment.shutDown()
            throw error
        }
        await environment.shutDown()
    }

    private init(
        app: String, variant: Variant, scenario: String, environment: AppEnvironment, network: NetworkSwitch, clock: ManualClock, folder: TemporaryDirectory
    ) {
        driver = ScriptDriver(appName: app, patternName: variant.pattern, clock: clock)
        self.environment = environment
        self.network = network
        self.variant = variant
        self.folder = folder
        snapshots = SnapshotFile(app: app.lowercased().replacingOccurrences(of: " ", with: "-"), scenario: scenario)
        stored = snapshots.stored()
    }

    /// The screen now, with the pattern's name masked so every variant reads the same, and the
    /// port of a local server (the system picks a new one each run) masked too.
    var maskedScreen: String {
        let lines = driver.screen.components(separatedBy: "\n").map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
                .replacing(/127\.0\.0\.1:\d+/, with: "127.0.0.1:<port>")
        }
        guard let title = lines.first else { return "" }
        let masked = title.replacingOccurrences(of: " · \(variant.pattern) · ", with: " · <pattern> · ")
        return ([masked] + lines.dropFirst()).joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    /// The screen must read exactly as the snapshot `name` says.
    func checkpoint(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let screen = maskedScreen
        snapshots.append(name, screen)
        guard !SnapshotFile.isRecording else { return }
        guard let expected = stored?[name] else {
            Issue.record("no snapshot \"\(name)\" in \(snapshots.url.path); record it with PARITY_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        #expect(screen == expected, "checkpoint \"\(name)\" of \(variant.pattern)", sourceLocation: sourceLocation)
    }

    func type(_ text: String) async { await driver.type(text) }
    func press(_ keys: Key...) async { for key in keys { await driver.press(key) } }
    func advance(by duration: Duration) async { await driver.advance(by: duration) }

    /// Presses `key` and holds the first request it makes in flight, so the next checkpoint
    /// sees what the variant shows meanwhile (its loading state); `releaseRequest` lets it go.
    func pressHoldingTheRequest(_ key: Key, sourceLocation: SourceLocation = #_sourceLocation) async {
        network.delaysRequests = true
        let held = await driver.pressUntilWorkWaits(key)
        network.delaysRequests = false
        #expect(held, "\(key.label) made no request for \(variant.pattern)", sourceLocation: sourceLocation)
    }

    /// Lets the held request through, and waits for what it started.
    func releaseRequest() async { await driver.advanceReleasingWork(by: Self.latency) }

    private func finish() throws {
        if SnapshotFile.isRecording {
            try snapshots.write()
        } else if let stored {
            let missed = Set(stored.keys).subtracting(snapshots.screens.map(\.name))
            #expect(missed.isEmpty, "checkpoints never reached: \(missed.sorted())")
        }
    }
}
