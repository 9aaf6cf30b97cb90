// `backend`: the Football Gather and My Cards server, standalone.
import ArgumentParser
import Backend
import Domain
import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import Storage

@main
struct BackendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backend",
        abstract: "Serves the Football Gather and My Cards API.",
        version: Workshop.version
    )

    @Option(help: "The address to listen on.")
    var hostname = "127.0.0.1"

    @Option(help: "The port to listen on; 0 for one the system picks.")
    var port = 8080

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp("The folder for backend.sqlite; created if missing.", valueName: "dir"))
    var dataDirectory: String?

    @Option(name: .customLong("database"), help: ArgumentHelp("The SQLite file to use instead.", valueName: "path"))
    var databasePath: String?

    @Flag(name: .customLong("in-memory"), help: "Keep everything in memory: nothing survives a restart.")
    var inMemory = false

    @Flag(
        name: .customLong("seed-demo"),
        help: "Add the demo user (demo / demo), its players and the demo cards, unless already there.")
    var seedDemo = false

    @Option(name: .customLong("log-level"), help: "How much to log to standard error.")
    var logLevel: Logger.Level = .info

    @Flag(
        name: .customLong("until-input-ends"),
        help: "Stop when standard input ends: a program that starts this server for itself keeps it open.")
    var untilInputEnds = false

    func validate() throws {
        let locations = [dataDirectory != nil, databasePath != nil, inMemory].filter { $0 }.count
        guard locations <= 1 else {
            throw ValidationError("Choose one of --data-dir, --database and --in-memory.")
        }
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535.")
        }
    }

    func run() async throws {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = logLevel
            return handler
        }
        let logger = Logger(label: "backend")
        let database = try openDatabase()
        if seedDemo {
            try await DemoData.seed(into: database)
        }
        logger.info("Database: \(database.location)")
        let host = hostname
        let application = BackendServer.makeApplication(
            database: database, hostname: hostname, port: port, logger: logger,
            onServerRunning: { port in
                // One line on standard output, the address: a program that started this server on
                // port 0 reads where it listens from it.
                FileHandle.standardOutput.write(Data("Listening on http://\(host):\(port)\n".utf8))
            })
        var services = [ServiceGroupConfiguration.ServiceConfiguration(service: application)]
        if untilInputEnds {
            services.append(.init(service: EndOfInput(), successTerminationBehavior: .gracefullyShutdownGroup))
        }
        // Stops gracefully on SIGINT and SIGTERM (and at the end of its input, if asked): requests
        // in flight are answered first, for at most ten seconds, so a client that never finishes
        // its request cannot keep the server from stopping.
        var configuration = ServiceGroupConfiguration(
            services: services, gracefulShutdownSignals: [.sigint, .sigterm], logger: logger)
        configuration.maximumGracefulShutdownDuration = .seconds(10)
        do {
            try await ServiceGroup(configuration: configuration).run()
            logger.info("Stopped.")
        } catch let error as IOError {
            let reason =
                error.errnoCode == EADDRINUSE
                ? "the address is already in use" : String(cString: strerror(error.errnoCode))
            throw StartupError(description: "Cannot listen on \(hostname):\(port): \(reason).")
        }
    }

    private func openDatabase() throws -> SQLiteDatabase {
        if inMemory {
            return try SQLiteDatabase.inMemory()
        }
        if let databasePath {
            return try SQLiteDatabase.open(at: databasePath)
        }
        let directory = dataDirectory ?? DataDirectory.default()
        try DataDirectory.prepare(directory)
        return try SQLiteDatabase.open(
            at: URL(fileURLWithPath: directory).appendingPathComponent("backend.sqlite").path)
    }
}

/// A failure after the arguments were accepted: reported without the usage text.
struct StartupError: Error, CustomStringConvertible {
    let description: String
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
