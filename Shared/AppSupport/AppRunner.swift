import ArgumentParser
import Foundation
import Imaging
import Logging
import Storage
import TerminalUI

/// What every app's `main` does after parsing its options: logging to a file, the environment,
/// then the first screen — in a real terminal, or headless through a key script.
public enum AppRunner {
    /// Runs the app until it quits; the local backend stops and the terminal is restored
    /// however it ends. Ended by Ctrl-C or a signal, it exits as shells expect: 130 after Ctrl-C
    /// or SIGINT, 143 after SIGTERM, 129 after SIGHUP or when the terminal went away.
    @MainActor
    public static func run(
        appName: String,
        patternName: String,
        options: WorkshopOptions,
        configuration: AppEnvironment.Configuration,
        makeStart: @MainActor (TerminalApp, AppEnvironment) -> AppStart
    ) async throws {
        // A script that cannot be read is said before anything starts.
        let script = try options.script.map(KeyScript.read(path:))
        try DataDirectory.prepare(configuration.dataDirectory)
        // Before the log: a second app on the folder must not write into the first one's.
        let lock = try DataFolderLock.acquire(configuration.dataDirectory, program: "\(appName) in \(patternName)")
        defer { withExtendedLifetime(lock) {} }
        try bootstrapLogging(options: options, dataDirectory: configuration.dataDirectory)
        let clock = ContinuousClock()
        let start = clock.now
        let environment = try await AppEnvironment.make(configuration)
        var timings = ScriptTimings()
        timings.environmentMilliseconds = ScriptTimings.milliseconds(start.duration(to: clock.now))
        let interruption: Interruption?
        do {
            interruption = try await present(
                appName: appName, patternName: patternName, options: options, script: script, environment: environment,
                timings: &timings, makeStart: makeStart
            )
        } catch {
            await environment.shutDown()
            throw error
        }
        await environment.shutDown()
        if let interruption { throw ExitCode(interruption.exitStatus) }
    }

    /// Shows `appStart`'s first screen; what owns the flow, for the caller to keep.
    @MainActor
    private static func show(_ appStart: AppStart, on driver: ScriptDriver) async -> AnyObject? {
        await driver.start(appStart.firstScreen)
        return appStart.flowOwner
    }

    @MainActor
    private static func present(
        appName: String,
        patternName: String,
        options: WorkshopOptions,
        script: KeyScript?,
        environment: AppEnvironment,
        timings: inout ScriptTimings,
        makeStart: @MainActor (TerminalApp, AppEnvironment) -> AppStart
    ) async throws -> Interruption? {
        let colorMode: ColorMode? = options.noColor ? .monochrome : nil
        guard let script else {
            let app = TerminalApp(
                appName: appName, patternName: patternName, backend: NcursesBackend(), colorMode: colorMode)
            environment.tellCancellations(to: app)
            let appStart = makeStart(app, environment)
            defer { withExtendedLifetime(appStart) {} }
            let interruption = try await app.run(appStart.firstScreen)
            // Said once the terminal is restored, so it stays in the shell: Ctrl-C does not ask.
            if interruption != nil, let lost = lostWorkNotice(app.unsavedWork) {
                FileHandle.standardError.write(Data(lost.utf8))
            }
            return interruption
        }
        // Headless: scripts and their snapshots are plain text, so monochrome unless asked otherwise.
        let driver = ScriptDriver(appName: appName, patternName: patternName, colorMode: colorMode ?? .monochrome)
        environment.tellCancellations(to: driver.app)
        let clock = ContinuousClock()
        let start = clock.now
        // Only what owns the flow is kept: the first screen goes once it leaves the stack.
        let flowOwner = await show(makeStart(driver.app, environment), on: driver)
        defer { withExtendedLifetime(flowOwner) {} }
        timings.firstScreenMilliseconds = ScriptTimings.milliseconds(start.duration(to: clock.now))
        // Each printed screen goes out the moment the script reaches it, unbuffered: a session
        // killed half-way (make crash-test) has still shown what it had done by then.
        let screens = await play(script, with: driver, timings: &timings, printed: writeScreen)
        if let final = screens.last { writeScreen(final) }
        if let path = options.timings {
            try timings.write(to: path)
        }
        return nil
    }

    /// The line printed after an app was quit from outside while its screen held unsaved work,
    /// or `nil` when it held none.
    public static func lostWorkNotice(_ unsavedWork: String?) -> String? {
        unsavedWork.map { "Quit without saving. \($0)\n" }
    }

    /// Plays the script and returns the screens to print: one per `print`, and the last one.
    @MainActor
    public static func play(_ script: KeyScript, with driver: ScriptDriver) async -> [String] {
        var timings = ScriptTimings()
        return await play(script, with: driver, timings: &timings)
    }

    /// The same, recording how long each key and step took until the screen settled; each
    /// `print` screen is also handed to `printed` as soon as it is reached.
    @MainActor
    public static func play(
        _ script: KeyScript,
        with driver: ScriptDriver,
        timings: inout ScriptTimings,
        printed: (String) -> Void = { _ in }
    ) async -> [String] {
        let clock = ContinuousClock()
        var screens: [String] = []
        for step in script.steps {
            var start = clock.now
            var updatesBefore = driver.app.viewUpdates
            switch step {
            case .type(let text): await driver.type(text)
            case .paste(let text): await driver.paste(text)
            case .keys(let keys):
                for key in keys {
                    await driver.press(key)
                    timings.record(
                        KeyScript.name(of: key), start.duration(to: clock.now),
                        viewUpdates: driver.app.viewUpdates - updatesBefore)
                    start = clock.now
                    updatesBefore = driver.app.viewUpdates
                }
                continue
            case .advance(let duration): await driver.advance(by: duration)
            case .resize(let size): await driver.resize(to: size)
            case .click(let point): await driver.click(x: point.x, y: point.y)
            case .print:
                screens.append(driver.screen)
                printed(driver.screen)
            }
            timings.record(
                KeyScript.describe(step), start.duration(to: clock.now),
                viewUpdates: driver.app.viewUpdates - updatesBefore)
        }
        return screens + [driver.screen]
    }

    private static func writeScreen(_ screen: String) {
        // A reader that went away (a closed pipe) is no reason to crash: `write(_:)` would trap.
        try? FileHandle.standardOutput.write(contentsOf: Data((screen + "\n").utf8))
    }

    /// Sends every log to a file — `--log-file`, or app.log in the data folder — never the screen.
    static func bootstrapLogging(options: WorkshopOptions, dataDirectory: String) throws {
        let path = options.logFile ?? URL(fileURLWithPath: dataDirectory).appendingPathComponent("app.log").path
        let file = try LogFile(path: path)
        let level = options.resolvedLogLevel()
        LoggingSystem.bootstrap { label in FileLogHandler(label: label, file: file, level: level) }
    }
}
