import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the tools the report needs (swift, llvm-cov) with posix_spawn and waitpid: Foundation's
/// `Process.waitUntilExit()` has been seen to miss a child's exit on Linux and wait forever.
public enum CommandRunner {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    public struct Result: Sendable {
        public let status: Int32
        public let output: String
        public let duration: Duration
        /// Ended by `run`'s timeout, not by itself.
        public var timedOut = false
    }

    /// Runs `arguments` (the first looked up in PATH) in the current folder, with `environment`
    /// added to this process's; stdout and stderr together, or stdout alone when `keepingErrors`
    /// is false (a tool's output that is read as data, such as a patch). Past `timeout` the
    /// command is killed and its result says so.
    public static func run(
        _ arguments: [String], environment extra: [String: String] = [:], keepingErrors: Bool = true,
        timeout: Duration? = nil
    ) throws -> Result {
        guard let program = arguments.first else { throw Failure(description: "no program to run") }
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "metrics-\(UUID().uuidString).out"
        ).path
        defer { unlink(outputPath) }

        // Darwin's spawn types are optional pointers, Glibc's are structs.
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if keepingErrors {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // This process's environment from Foundation: Darwin's overlay has no `environ`.
        let variables = ProcessInfo.processInfo.environment.merging(extra) { _, added in added }
        var environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environment.forEach { free($0) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, nil, &argv, &environment)
        guard spawned == 0 else {
            throw Failure(description: "\(program) is missing or cannot start: \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var timedOut = false
        if let timeout {
            // Polled, so that a command that does not end is ended.
            while true {
                let waited = waitpid(pid, &status, WNOHANG)
                if waited == pid { break }
                if waited == -1, errno != EINTR {
                    throw Failure(description: "waiting for \(program) failed: \(String(cString: strerror(errno)))")
                }
                if clock.now - start > timeout, !timedOut {
                    timedOut = true
                    kill(pid, SIGKILL)
                }
                usleep(20_000)
            }
        } else {
            while waitpid(pid, &status, 0) == -1 {
                guard errno == EINTR else {
                    throw Failure(description: "waiting for \(program) failed: \(String(cString: strerror(errno)))")
                }
            }
        }
        let duration = clock.now - start
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        // WEXITSTATUS, which Swift cannot import as a macro.
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus, output: output, duration: duration, timedOut: timedOut)
    }

    /// Runs and throws with the command's last lines when it fails.
    @discardableResult
    public static func check(_ arguments: [String], environment: [String: String] = [:], keepingErrors: Bool = true)
        throws -> Result
    {
        let result = try run(arguments, environment: environment, keepingErrors: keepingErrors)
        guard result.status == 0 else {
            // What failed (Swift Testing's ✘ lines, compiler errors), then the last lines.
            let lines = result.output.split(separator: "\n")
            let failures = lines.filter { $0.contains("✘") || $0.contains("error:") }.prefix(20)
            let tail = (failures + lines.suffix(10)).joined(separator: "\n")
            throw Failure(description: "\(arguments.joined(separator: " ")) failed (exit \(result.status)):\n\(tail)")
        }
        return result
    }
}
