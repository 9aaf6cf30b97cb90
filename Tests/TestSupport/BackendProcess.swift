import AppSupport
import Foundation

/// The `backend` program as its own process on 127.0.0.1, over a data folder that outlives it:
/// a test can kill it mid-session (SIGKILL, no goodbye) and start it again on the same port.
public final class BackendProcess {
    public let port: Int
    public let dataDirectory: String
    private var pid: pid_t?
    private let log: String
    /// Whenever the process is not listening, a socket bound to its port and not listening: a
    /// request is refused, as by a machine with no server, and nothing else can take the port
    /// meanwhile — neither another test's server (one that did answered a test's "backend down"
    /// requests, with the same demo account) nor a client's outgoing connection (one that did
    /// left the restarted backend with "address already in use", under the whole suite's load).
    /// On Linux it is let go only once the backend listens beside it.
    private var portHold: Int32?

    /// Whether a socket holds the port for it while it does not listen.
    public var holdsItsPort: Bool { portHold != nil }

    public var baseURL: URL {
        var components = URLComponents()
        components.scheme = "http"
        components.host = "127.0.0.1"
        components.port = port
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// Starts `backend --seed-demo` on a free port and waits until it answers.
    public init(dataDirectory: String) throws {
        self.dataDirectory = dataDirectory
        (port, portHold) = try Self.holdFreePort()
        log = dataDirectory + "/backend-process.log"
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        try start()
    }

    deinit {
        kill()
        releasePort()
    }

    /// Starts it again, on the same port and data, and waits until it answers.
    public func start() throws {
        let program = BackendProgram.besideThisApp.path
        guard FileManager.default.isExecutableFile(atPath: program) else {
            throw ExternalCommand.Failure(
                description: "build the backend first (swift build --build-tests builds it): \(program)")
        }
        #if !os(Linux)
            // BSD sockets let a second socket bind an address held by another only with SO_REUSEPORT
            // on both, which the backend does not set: there the port is let go just before.
            releasePort()
        #endif
        pid = try ExternalCommand.spawn(
            [program, "--port", "\(port)", "--data-dir", dataDirectory, "--seed-demo"], output: log)
        try waitUntilListening()
        releasePort()
    }

    /// SIGKILL, and waits for the process to be gone: nothing is flushed, nothing said goodbye.
    public func kill() {
        guard let pid else { return }
        wake()
        killProcess(pid)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        self.pid = nil
        let hold = LoopbackSocket.open()
        if hold >= 0 { LoopbackSocket.allowSharedBinding(hold) }
        if hold >= 0, LoopbackSocket.bindWithoutListening(hold, port: port) {
            portHold = hold
        } else if hold >= 0 {
            close(hold)
        }
    }

    private func releasePort() {
        guard let portHold else { return }
        close(portHold)
        self.portHold = nil
    }

    /// SIGSTOP: the process stays, its connections are still accepted by the kernel, and nothing
    /// answers — a silent server, as a person makes one with `kill -STOP`.
    public func silence() {
        guard let pid else { return }
        signalProcess(pid, SIGSTOP)
    }

    /// SIGCONT: the silenced server answers again, the requests it held included.
    public func wake() {
        guard let pid else { return }
        signalProcess(pid, SIGCONT)
    }

    /// Polls a connection for as long as a loaded machine's request may take: the process is
    /// starting up, and under the whole suite's load that took more than ten seconds.
    private func waitUntilListening() throws {
        let deadline = Date().addingTimeInterval(Double(LoadedMachine.requestTimeout.components.seconds))
        while Date() < deadline {
            if Self.accepts(port: port) { return }
            usleep(20_000)
        }
        let printed = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        throw ExternalCommand.Failure(
            description: "the backend did not listen on \(port) within \(LoadedMachine.requestTimeout): \(printed)")
    }

    private static func accepts(port: Int) -> Bool {
        let descriptor = LoopbackSocket.open()
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return LoopbackSocket.connectToPort(descriptor, port)
    }

    /// A port the system has just handed out, and the socket that holds it until the backend listens.
    private static func holdFreePort() throws -> (port: Int, hold: Int32) {
        let descriptor = LoopbackSocket.open()
        guard descriptor >= 0 else { throw ExternalCommand.Failure(description: "no socket for a free port") }
        LoopbackSocket.allowSharedBinding(descriptor)
        guard let port = LoopbackSocket.bindToFreePort(descriptor) else {
            close(descriptor)
            throw ExternalCommand.Failure(description: "no free port on 127.0.0.1")
        }
        return (port, descriptor)
    }
}

/// The system's kill(2), out of reach by name inside `BackendProcess`, whose own `kill()` shadows it.
private func killProcess(_ pid: pid_t) {
    signalProcess(pid, SIGKILL)
}

private func signalProcess(_ pid: pid_t, _ signal: Int32) {
    kill(pid, signal)
}
