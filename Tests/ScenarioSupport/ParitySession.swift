import AppSupport
import Domain
import Foundation
import Storage
import TerminalUI
import TestSupport
import Testing

/// One scripted session of one variant: a fresh data folder with a new, seeded local
/// backend, the app on a headless 80×24 screen with a test clock, and the checkpoints compared
/// with the expected screens (the pattern's name masked in the title bar): the parity suite's
/// golden snapshots, or an exercise's.
@MainActor
public final class ParitySession {
    public let driver: ScriptDriver
    /// What the app runs on, for a script's checks of the backend and the store. In a run of the
    /// key walk that has stopped, reading it ends the script (`WalkStopped`): its checks are
    /// about a session the walk has changed, so they are not run rather than run and excused.
    public var environment: AppEnvironment {
        get throws {
            guard !isWalkOver else { throw WalkStopped() }
            return appEnvironment
        }
    }
    private let appEnvironment: AppEnvironment
    public let network: NetworkSwitch
    /// How long a held request waits on the session's clock.
    public static let latency = Duration.seconds(4)
    private let variant: Variant
    private let app: String
    private let scenario: String
    private let isParity: Bool
    private var snapshots: SnapshotFile
    private let stored: [String: String]?
    private var differing: [String] = []
    private let folder: TemporaryDirectory
    private let releases: ReleaseWatch
    /// Kept while the session runs, as the app keeps it: what owns the flow (MVVM's and MVP-C's
    /// coordinators, UDF's navigator). Not the first screen: once it leaves the stack (Login,
    /// after signing in), nothing is to keep it.
    private var flowOwner: AnyObject?
    /// In a run of the key walk: what it presses at the checkpoints; after it stops, the rest
    /// of the script does nothing.
    private var walk: KeyWalk?
    private var isWalkOver: Bool { walk?.hasStopped == true }

    /// Whether the parity suite walks the keys of every checkpoint after a scenario passed
    /// (`KeyWalk`); `PARITY_KEY_WALK=0` leaves it out of a quick run.
    public static let walksKeys = ProcessInfo.processInfo.environment["PARITY_KEY_WALK"] != "0"

    /// What a session saw: every checkpoint's screen in the order reached, and the names of
    /// those that differ from what was expected.
    public struct Outcome: Sendable {
        public let screens: SnapshotFile
        public let differing: [String]
        public let missed: [String]

        public var passed: Bool { differing.isEmpty && missed.isEmpty }
    }

    /// Runs `script` as a session of `variant` and checks its checkpoints against `expected`,
    /// or, when it is `nil`, against the parity snapshots of `scenario`.
    @discardableResult
    public static func run(
        _ app: String,
        _ variant: Variant,
        scenario: String,
        expected: SnapshotFile? = nil,
        makeRoot: @MainActor (Variant, AppEnvironment, AppSeams) -> AppStart,
        configure: (inout AppEnvironment.Configuration, TemporaryDirectory) throws -> Void = { _, _ in },
        startsOffline: Bool = false,
        startsSignedIn: Bool = false,
        script: (ParitySession) async throws -> Void
    ) async throws -> Outcome {
        let session = try await start(
            app, variant, scenario: scenario, expected: expected, makeRoot: makeRoot, configure: configure,
            startsOffline: startsOffline, startsSignedIn: startsSignedIn
        )
        let outcome: Outcome
        do {
            try await script(session)
            await session.checkReleases()
            outcome = try session.finish()
            await session.appEnvironment.shutDown()
        } catch {
            await session.appEnvironment.shutDown()
            throw error
        }
        if expected == nil, walksKeys, !SnapshotFile.isRecording, outcome.passed {
            let problems = try await walkKeys(
                app, variant, scenario: scenario, makeRoot: makeRoot, configure: configure,
                startsOffline: startsOffline, startsSignedIn: startsSignedIn, script: script
            )
            #expect(
                problems.isEmpty,
                "keys of \(variant.pattern) that promise and do nothing:\n\(problems.joined(separator: "\n"))")
        }
        return outcome
    }

    /// A new session of `variant` on a fresh data folder and backend, its first screen shown.
    private static func start(
        _ app: String,
        _ variant: Variant,
        scenario: String,
        expected: SnapshotFile?,
        makeRoot: @MainActor (Variant, AppEnvironment, AppSeams) -> AppStart,
        configure: (inout AppEnvironment.Configuration, TemporaryDirectory) throws -> Void,
        startsOffline: Bool,
        startsSignedIn: Bool
    ) async throws -> ParitySession {
        let folder = try TemporaryDirectory()
        let network = NetworkSwitch()
        let clock = ManualClock()
        var configuration = AppEnvironment.Configuration(
            dataDirectory: folder.path, latency: latency, failsRequest: { network.failsRequests })
        configuration.delaysRequest = { network.delaysRequests }
        configuration.refusesRequest = { network.refusesRequests }
        configuration.latencyClock = clock
        configuration.requestTimeout = LoadedMachine.requestTimeout
        // As the apps' mains say: My Cards keeps a session the person asked to be remembered.
        configuration.remembersSessions = app == "My Cards"
        try configure(&configuration, folder)
        if configuration.server == nil {
            try await SeededBackend.copy(into: configuration.dataDirectory)
            configuration.startsLocalBackend = SeededBackend.startInProcess
        }
        if startsSignedIn {
            try await rememberDemoSession(configuration)
        }
        network.failsRequests = startsOffline
        let environment = try await AppEnvironment.make(configuration)
        let session = ParitySession(
            app: app, variant: variant, scenario: scenario, expected: expected,
            environment: environment, network: network, clock: clock, folder: folder
        )
        environment.tellCancellations(to: session.driver.app)
        let appStart = makeRoot(variant, environment, session.driver.app.seams)
        session.flowOwner = appStart.flowOwner
        await session.driver.start(appStart.firstScreen)
        session.watchReleases()
        return session
    }

    /// As a person who logged in with "Remember me" before this start: the data folder keeps the
    /// demo account's session. Against the local backend it is a real login, so the token
    /// lets the app in; against another server (a hostile one), the session is kept as the app
    /// keeps one, and what that server makes of its token is the scenario's.
    private static func rememberDemoSession(_ configuration: AppEnvironment.Configuration) async throws {
        guard let server = configuration.server else {
            let before = try await AppEnvironment.make(configuration)
            do {
                try await before.auth.login(username: "demo", password: "demo", rememberMe: true)
            } catch {
                await before.shutDown()
                throw error
            }
            await before.shutDown()
            return
        }
        let database = try SQLiteDatabase.open(
            at: URL(fileURLWithPath: configuration.dataDirectory).appendingPathComponent("app.sqlite").path)
        let session = SignedInSession(token: "remembered-token", expiresAt: Date().addingTimeInterval(30 * 86_400))
        try await RememberedSessionRepository(database: database).remember(
            RememberedSession(account: Account(server: server.absoluteString, username: "demo"), session: session))
    }

    /// The key walk of a scenario that passed: played again once per key that acts at a
    /// checkpoint no other scenario walks (`KeyWalk`). What the script checks after the walk
    /// stopped it is about a session the walk has changed: not this test's to report.
    /// - Returns: each key listed as acting that changed nothing and said nothing, with where.
    public static func walkKeys(
        _ app: String,
        _ variant: Variant,
        scenario: String,
        makeRoot: @MainActor (Variant, AppEnvironment, AppSeams) -> AppStart,
        configure: (inout AppEnvironment.Configuration, TemporaryDirectory) throws -> Void,
        startsOffline: Bool,
        startsSignedIn: Bool,
        script: (ParitySession) async throws -> Void
    ) async throws -> [String] {
        let walk = KeyWalk(scenario: "\(slug(app))/\(scenario)", claims: .of(app: app, pattern: variant.pattern))
        repeat {
            walk.startRun()
            let session = try await start(
                app, variant, scenario: scenario, expected: SnapshotFile(url: URL(fileURLWithPath: "/dev/null")),
                makeRoot: makeRoot,
                configure: configure, startsOffline: startsOffline, startsSignedIn: startsSignedIn
            )
            session.walk = walk
            try await withKnownIssue(isIntermittent: true) {
                do {
                    try await script(session)
                    await session.walkPending()
                } catch is WalkStopped {
                    // The walk ended this run where it stopped: the rest of the script is not run.
                }
            } matching: { _ in
                walk.stopFlag.withLock { $0 }
            }
            await session.appEnvironment.shutDown()
        } while walk.hasStopped
        return walk.problems
    }

    /// Thrown by `environment` once the key walk stopped a run: the script ends there.
    private struct WalkStopped: Error {}

    private init(
        app: String, variant: Variant, scenario: String, expected: SnapshotFile?,
        environment: AppEnvironment, network: NetworkSwitch, clock: ManualClock, folder: TemporaryDirectory
    ) {
        driver = ScriptDriver(appName: app, patternName: variant.pattern, clock: clock)
        appEnvironment = environment
        self.network = network
        self.variant = variant
        self.folder = folder
        releases = ReleaseWatch(modules: ["Gather\(variant.pattern)", "MyCards\(variant.pattern)"])
        self.app = Self.slug(app)
        self.scenario = scenario
        isParity = expected == nil
        snapshots = expected ?? .parity(app: Self.slug(app), scenario: scenario)
        stored = snapshots.stored()
    }

    /// "Football Gather" → "football-gather", the app's folder of snapshots.
    private static func slug(_ app: String) -> String {
        app.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    /// The screen now, with the pattern's name masked so every variant reads the same, and the
    /// port of a local server (the system picks a new one each run) masked too.
    public var maskedScreen: String {
        let lines = driver.screen.components(separatedBy: "\n").map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
                .replacing(/127\.0\.0\.1:\d+/, with: "127.0.0.1:<port>")
        }
        guard let title = lines.first else { return "" }
        let masked = title.replacingOccurrences(of: " · \(variant.pattern) · ", with: " · <pattern> · ")
        return ([masked] + lines.dropFirst()).joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    /// The screen must read exactly as the expected screen `name` says.
    public func checkpoint(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let walk {
            walk.checkpoint(name)
            return
        }
        watchReleases()
        // Every screen the suite reaches: its key bar and help say what the keys do.
        let keyProblems = driver.app.keyProblems()
        #expect(
            keyProblems.isEmpty, "keys at \"\(name)\" of \(variant.pattern): \(keyProblems.joined(separator: "; "))",
            sourceLocation: sourceLocation)
        let screen = maskedScreen
        snapshots.append(name, screen)
        guard !SnapshotFile.isRecording else { return }
        guard let expected = expectedScreen(name) else {
            Issue.record(
                "no snapshot \"\(name)\" in \(snapshots.url.path); record it with PARITY_RECORD=1",
                sourceLocation: sourceLocation)
            differing.append(name)
            return
        }
        guard screen != expected else { return }
        differing.append(name)
        // The rows that differ, not two whole screens: what a room reads on a projector.
        let rows = ScreenDiff.rows(expected: expected, actual: screen)
        let message =
            "checkpoint \"\(name)\" of \(variant.pattern)\(exerciseHint(name)): rows that differ (− expected, + shown)\n\(rows)"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// The stored screen, or, in the parity suite, the screen an exercise solved in this
    /// pattern shows there instead.
    private func expectedScreen(_ name: String) -> String? {
        guard isParity else { return stored?[name] }
        return ExerciseChanges.expectedScreen(app: app, scenario: scenario, checkpoint: name, pattern: variant.pattern)
            ?? stored?[name]
    }

    private func exerciseHint(_ name: String) -> String {
        guard isParity else { return "" }
        let exercises = ExerciseChanges.exercises(changing: name, app: app, scenario: scenario)
        guard !exercises.isEmpty else { return "" }
        return " — changed by the workshop's \(exercises.joined(separator: ", ")): if you solved it, run the suite with"
            + " WORKSHOP_SOLVED=<number>:\(variant.pattern) (make workshop-check does)"
    }

    public func type(_ text: String) async {
        await walkPending()
        guard !isWalkOver else { return }
        await driver.type(text)
        watchReleases()
    }

    public func press(_ keys: Key...) async {
        await walkPending()
        guard !isWalkOver else { return }
        for key in keys {
            await driver.press(key)
            watchReleases()
        }
    }

    public func advance(by duration: Duration) async {
        await walkPending()
        guard !isWalkOver else { return }
        await driver.advance(by: duration)
        watchReleases()
    }

    /// In a run of the key walk, the checkpoint reached last is walked before the next step.
    private func walkPending() async {
        await walk?.walkPending(in: self)
    }

    /// Every screen left behind must be freed with all its roles: what the screens on the stack
    /// reach now is remembered, to be checked at the end.
    private func watchReleases() {
        guard walk == nil else { return }
        releases.watch(driver.app.navigation.screens)
    }

    /// Once the work started has ended, nothing a screen that left the stack reached may still be
    /// alive unless a screen on the stack still reaches it.
    private func checkReleases() async {
        await driver.settle()
        let kept = releases.kept(while: driver.app.navigation.screens)
        #expect(kept.isEmpty, "\(variant.pattern) keeps what left the screen: \(kept.joined(separator: ", "))")
    }

    /// Presses `key` and holds the first request it makes in flight, so the next checkpoint
    /// sees what the variant shows meanwhile (its loading state); `releaseRequest` lets it go.
    public func pressHoldingTheRequest(_ key: Key, sourceLocation: SourceLocation = #_sourceLocation) async {
        await walkPending()
        guard !isWalkOver else { return }
        network.delaysRequests = true
        let held = await driver.pressUntilWorkWaits(key)
        network.delaysRequests = false
        #expect(held, "\(key.label) made no request for \(variant.pattern)", sourceLocation: sourceLocation)
    }

    /// Presses `key` and returns while the screen waits for a request that is really in flight
    /// (to a server that never answers), its loading indicator on screen.
    public func pressUntilLoading(_ key: Key, sourceLocation: SourceLocation = #_sourceLocation) async {
        await walkPending()
        guard !isWalkOver else { return }
        let loading = await driver.pressUntilLoading(key)
        #expect(
            loading, "\(key.label) showed no loading indicator for \(variant.pattern)", sourceLocation: sourceLocation)
    }

    /// Lets the held request through, and waits for what it started.
    public func releaseRequest() async {
        await walkPending()
        guard !isWalkOver else { return }
        await driver.advanceReleasingWork(by: Self.latency)
    }

    private func finish() throws -> Outcome {
        var missed: [String] = []
        if SnapshotFile.isRecording {
            try snapshots.write()
        } else if let stored {
            missed = Set(stored.keys).subtracting(snapshots.screens.map(\.name)).sorted()
            #expect(missed.isEmpty, "checkpoints never reached: \(missed)")
        }
        try writeDifferences()
        return Outcome(screens: snapshots, differing: differing, missed: missed)
    }

    /// In the parity suite, with `WORKSHOP_RESULTS` set, the screens that differ from the
    /// expected ones go to `parity-<pattern>-<app>-<scenario>.txt` there, each named
    /// `<app>/<scenario>/<checkpoint>` as an exercise's `parity-changes.txt` names them: so the
    /// workshop's commands can show them, and an exercise's author can list them.
    private func writeDifferences() throws {
        guard isParity, !differing.isEmpty, let directory = ProcessInfo.processInfo.environment["WORKSHOP_RESULTS"]
        else { return }
        var file = SnapshotFile(
            url: URL(fileURLWithPath: directory).appendingPathComponent(
                "parity-\(variant.pattern)-\(app)-\(scenario).txt"))
        for (name, screen) in snapshots.screens where differing.contains(name) {
            file.append("\(app)/\(scenario)/\(name)", screen)
        }
        try file.write()
    }
}
