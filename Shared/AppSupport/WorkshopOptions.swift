import ArgumentParser
import Foundation
import Logging
import Storage

/// The options every app shares (one `@OptionGroup`), so ten apps read their command line alike.
public struct WorkshopOptions: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("Use a running backend instead of starting the local one.", valueName: "url"))
    public var server: String?

    /// `make run`'s on a fresh tree, which builds the backend while the app starts: a file the
    /// build writes when it ends, for the local backend to start after. Not a person's option.
    @Option(
        name: .customLong("backend-build-status"),
        help: ArgumentHelp("A file a build of the backend writes when it ends.", valueName: "file", visibility: .hidden)
    )
    public var backendBuildStatus: String?

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Where the databases live (default: $XDG_DATA_HOME/architecture-workshop).", valueName: "dir"))
    public var dataDirectory: String?

    @Option(
        help: ArgumentHelp("A folder of photos: the Folder camera and the photo library start there.", valueName: "dir")
    )
    public var photos: String?

    @Option(help: ArgumentHelp("The camera to start with: test-pattern, folder or none.", valueName: "name"))
    public var camera: CameraChoice = .testPattern

    @Option(help: ArgumentHelp("Delay every request by this many milliseconds.", valueName: "ms"))
    public var latency: Int = 0

    @Option(
        name: .customLong("failure-rate"), help: ArgumentHelp("Fail this share of requests, 0 to 1.", valueName: "p"))
    public var failureRate: Double = 0

    @Flag(name: .customLong("no-color"), help: "No colours (also with NO_COLOR set).")
    public var noColor = false

    @Option(
        name: .customLong("log-file"),
        help: ArgumentHelp("Where logs go (default: app.log in the data folder); never the screen.", valueName: "path"))
    public var logFile: String?

    @Option(name: .customLong("log-level"), help: "How much to log (default: LOG_LEVEL, else info).")
    public var logLevel: Logger.Level?

    @Option(help: ArgumentHelp("Run headless: play a key script and print the resulting screen.", valueName: "file"))
    public var script: String?

    @Option(
        help: ArgumentHelp(
            "With --script: write how long the start and each step took, as JSON (make bench reads it).",
            valueName: "file"))
    public var timings: String?

    public init() {}

    public mutating func validate() throws {
        guard latency >= 0 else { throw ValidationError("--latency must be 0 or more milliseconds.") }
        guard (0...1).contains(failureRate) else { throw ValidationError("--failure-rate must be between 0 and 1.") }
        if let server {
            guard let url = URL(string: server), let scheme = url.scheme, ["http", "https"].contains(scheme),
                url.host != nil
            else {
                throw ValidationError("--server must be an http(s) URL, e.g. http://127.0.0.1:8080.")
            }
        }
        if timings != nil, script == nil {
            throw ValidationError("--timings needs --script: it times a scripted session.")
        }
        if let photos {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: photos, isDirectory: &isFolder) else {
                throw ValidationError("--photos \(photos): there is no such folder.")
            }
            guard isFolder.boolValue else { throw ValidationError("--photos \(photos): it is a file, not a folder.") }
        }
        if camera == .folder, photos == nil {
            throw ValidationError("--camera folder needs --photos DIR.")
        }
    }

    /// What the environment is made from.
    public var configuration: AppEnvironment.Configuration {
        var configuration = AppEnvironment.Configuration(
            dataDirectory: dataDirectory ?? DataDirectory.default(),
            server: server.flatMap(URL.init(string:)),
            photos: photos,
            camera: camera,
            latency: .milliseconds(latency),
            failureRate: failureRate
        )
        configuration.backendBuildStatus = backendBuildStatus
        return configuration
    }

    /// The log level: `--log-level`, else `LOG_LEVEL`, else info.
    public func resolvedLogLevel(environment: [String: String] = ProcessInfo.processInfo.environment) -> Logger.Level {
        logLevel ?? environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0.lowercased()) } ?? .info
    }
}

/// Which camera an app starts with.
public enum CameraChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    case testPattern = "test-pattern"
    case folder
    case none
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
