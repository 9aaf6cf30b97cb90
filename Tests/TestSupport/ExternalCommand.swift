import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program and returns what it printed, with posix_spawn and waitpid rather than
/// Foundation's `Process`: on Linux, `Process.waitUntilExit()` was seen to miss the exit of a
/// short-lived child (tmux's client) and wait forever, hanging the whole test run.
public enum ExternalCommand {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `arguments[0]` (looked up in PATH) with the rest as its arguments; stdout and
    /// stderr together. Output goes through a file, not a pipe, so a daemon the program starts
    /// (the tmux server) cannot keep the read open. A non-zero exit throws with what it printed.
    @discardableResult
    public static func run(_ arguments: [String]) throws -> String {
        guard let program = arguments.first else { throw Failure(description: "no program to run") }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("command-\(UUID().uuidString).out")
            .path
        defer { unlink(output) }
        let pid = try spawn(arguments, output: output)

        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else {
                throw Failure(description: "waiting for \(program) failed: \(String(cString: strerror(errno)))")
            }
        }
        let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let exitCode = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        guard exitCode == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) exited with \(exitCode): \(printed)")
        }
        return printed
    }

    /// Starts `arguments[0]` (looked up in PATH) and returns at once with its process id; stdout
    /// and stderr go to the file `output`. The caller waits for it (`waitpid`) or kills it.
    public static func spawn(_ arguments: [String], output: String) throws -> pid_t {
        guard let program = arguments.first else { throw Failure(description: "no program to run") }
        // Darwin's spawn types are optional pointers, Glibc's are structs.
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        // The program starts with no signal blocked or ignored: a test thread's mask (Dispatch
        // blocks signals on its threads) would otherwise be inherited, and a tmux server that
        // cannot receive SIGTERM outlives kill-server.
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t?
        #else
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        var everySignal = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // This process's environment from Foundation: Darwin's overlay has no `environ`.
        var environment: [UnsafeMutablePointer<CChar>?] =
            ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, &argv, &environment)
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(program): \(String(cString: strerror(spawned)))")
        }
        return pid
    }
}
