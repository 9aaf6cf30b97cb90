import ArgumentParser
import TerminalUI

/// What an app's `main.swift` declares: its command (name, help, version), which app and
/// pattern it is, and how it starts — its first screen, made from the environment's services and
/// the running app's seams, and what owns its flow where the pattern has such a role. Parsing, logging, the environment and the terminal come from here, the same
/// for all ten apps.
public protocol WorkshopApp: AsyncParsableCommand {
    static var appName: String { get }
    static var patternName: String { get }
    /// Whether a login with "Remember me" is kept, so the app opens signed in next time (My
    /// Cards); Football Gather keeps its session in memory only.
    static var remembersSessions: Bool { get }
    var options: WorkshopOptions { get }
    @MainActor static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart
}

extension WorkshopApp {
    public static var remembersSessions: Bool { false }

    public func run() async throws {
        var configuration = options.configuration
        configuration.remembersSessions = Self.remembersSessions
        try await AppRunner.run(
            appName: Self.appName, patternName: Self.patternName, options: options, configuration: configuration
        ) { app, environment in
            Self.start(in: environment, seams: app.seams)
        }
    }

    /// Parses the command line and runs the app: the one line of `main.swift`. (Top-level code
    /// would pick the synchronous `main()`, which cannot run an async command.)
    public static func launch() async {
        await main(nil)
    }
}
