import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import Storage

/// The backend running inside the caller's own process, on a free loopback port: the server the
/// apps start as the `backend` program, for the tests that start hundreds of them.
public final class EmbeddedBackend: Sendable {
    public enum StartError: Error, CustomStringConvertible {
        case serverDidNotStart(reason: String)

        public var description: String {
            switch self {
            case .serverDidNotStart(let reason): "The embedded backend did not start: \(reason)"
            }
        }
    }

    /// Where the server listens, e.g. http://127.0.0.1:41234.
    public let baseURL: URL
    private let services: ServiceGroup
    private let server: Task<Void, any Error>

    private init(baseURL: URL, services: ServiceGroup, server: Task<Void, any Error>) {
        self.baseURL = baseURL
        self.services = services
        self.server = server
    }

    /// Starts a server over `database` on 127.0.0.1 and a port the system picks; a new database
    /// gets the demo data first.
    /// - Parameter now: the server's time (tokens expire by it, failed logins are counted on it).
    public static func start(
        database: SQLiteDatabase,
        logger: Logger = Logger(label: "backend"),
        now: @escaping @Sendable () -> Date = Date.init
    ) async throws -> EmbeddedBackend {
        if database.isNew {
            try await DemoData.seed(into: database)
        }
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let application = BackendServer.makeApplication(database: database, port: 0, logger: logger, now: now) { port in
            continuation.yield(port)
        }
        // A group of one, so that `stop` can ask for a graceful shutdown (the app owns the signals).
        // A client that never finishes its request must not keep the app from quitting: after
        // ten seconds the shutdown stops waiting and cancels. (No limit on the cancellation
        // itself: past one, ServiceLifecycle ends the process with a fatal error.)
        var configuration = ServiceGroupConfiguration(
            services: [application], gracefulShutdownSignals: [], logger: logger)
        configuration.maximumGracefulShutdownDuration = .seconds(10)
        let services = ServiceGroup(configuration: configuration)
        let server = Task {
            defer { continuation.finish() }
            try await services.run()
        }
        for await port in ports {
            guard port > 0, let url = URL(string: "http://127.0.0.1:\(port)") else { break }
            return EmbeddedBackend(baseURL: url, services: services, server: server)
        }
        // No port (cancelled, or no address): make sure nothing is left running.
        await services.triggerGracefulShutdown()
        // The stream ended without a port: the server stopped before it listened.
        let reason =
            switch await server.result {
            case .failure(let error): "\(error)"
            case .success: "it stopped at once"
            }
        throw StartError.serverDidNotStart(reason: reason)
    }

    /// Stops accepting connections, lets requests in flight finish (for at most ten seconds),
    /// and returns when it is down.
    public func stop() async {
        await services.triggerGracefulShutdown()
        _ = await server.result
    }
}
