import Foundation
import Networking
import Synchronization

/// The `backend` program, started beside the app in a process of its own, over the data folder's
/// backend.sqlite (the demo account added to a new one), on a port the system picks.
///
/// The apps link no server, so an app's first screen waits for no server's build: `make run`
/// builds the app, shows its first screen, and builds this program meanwhile (the whole of it on
/// a fresh clone, seconds later on), telling the app through a status file when that build ended
/// (`--backend-build-status`). Until the program listens, a request waits for it. The program's standard input is a pipe this process holds: when the app ends,
/// however it ends, the pipe closes and the backend stops with it.
public final class BackendProgram: Sendable {
    private enum State {
        case starting(waiters: [UUID: CheckedContinuation<Result<URL, NetworkError>, Never>])
        case listening(URL)
        case failed(NetworkError)
    }

    private let state = Mutex(State.starting(waiters: [:]))
    private let process = Mutex<Process?>(nil)
    private let input = Pipe()

    private init() {}

    /// Where the apps find the program: beside their own executable, as every product of the
    /// package is built into one folder.
    public static var besideThisApp: URL {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("backend")
    }

    /// Starts `program` over `dataDirectory` and returns at once; its address is known once it listens.
    /// - Parameters:
    ///   - buildStatus: a file that appears when a build of the program running meanwhile ends:
    ///     empty if it succeeded, else what to tell the person. Nil when no build is under way.
    ///   - clock: what the wait for that file is paced on.
    public static func launch(
        _ program: URL = besideThisApp,
        dataDirectory: String,
        buildStatus: String? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) -> LocalBackend {
        let backend = BackendProgram()
        let startup = Task {
            do throws(NetworkError) {
                if let buildStatus { try await waitForBuild(buildStatus, clock: clock) }
                try backend.spawn(program, dataDirectory: dataDirectory)
            } catch {
                backend.settle(.failed(error))
            }
        }
        return LocalBackend(
            address: ServerAddress { () async throws(NetworkError) in try await backend.url() },
            stop: {
                startup.cancel()
                _ = await startup.result
                await backend.stop()
            })
    }

    /// The address, once the backend listens: a cancelled caller stops waiting at once.
    private func url() async throws(NetworkError) -> URL {
        let id = UUID()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<URL, NetworkError>, Never>) in
                let known: Result<URL, NetworkError>? = state.withLock { state in
                    switch state {
                    case .listening(let url): return .success(url)
                    case .failed(let error): return .failure(error)
                    case .starting(var waiters):
                        if Task.isCancelled { return .failure(.cancelled) }
                        waiters[id] = continuation
                        state = .starting(waiters: waiters)
                        return nil
                    }
                }
                if let known { continuation.resume(returning: known) }
            }
        } onCancel: {
            let waiter: CheckedContinuation<Result<URL, NetworkError>, Never>? = state.withLock { state in
                guard case .starting(var waiters) = state else { return nil }
                let waiter = waiters.removeValue(forKey: id)
                state = .starting(waiters: waiters)
                return waiter
            }
            waiter?.resume(returning: .failure(.cancelled))
        }
        return try result.get()
    }

    /// Ends the wait of every request: the backend listens, or never will.
    private func settle(_ outcome: State) {
        let waiters: [CheckedContinuation<Result<URL, NetworkError>, Never>] = state.withLock { state in
            guard case .starting(let waiters) = state else { return [] }
            state = outcome
            return Array(waiters.values)
        }
        let result: Result<URL, NetworkError> =
            switch outcome {
            case .listening(let url): .success(url)
            case .failed(let error): .failure(error)
            case .starting: .failure(.cancelled)
            }
        for waiter in waiters { waiter.resume(returning: result) }
    }

    /// Waits for the file a build writes when it ends.
    private static func waitForBuild(_ status: String, clock: any Clock<Duration>) async throws(NetworkError) {
        while !FileManager.default.fileExists(atPath: status) {
            do {
                try await clock.sleep(for: .milliseconds(250))
            } catch {
                throw .cancelled
            }
        }
        let said = (try? String(contentsOfFile: status, encoding: .utf8)) ?? ""
        let failure = said.trimmingCharacters(in: .whitespacesAndNewlines)
        guard failure.isEmpty else { throw .localBackendDidNotStart(reason: failure) }
    }

    private func spawn(_ program: URL, dataDirectory: String) throws(NetworkError) {
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            throw .localBackendDidNotStart(
                reason: "there is no backend program at \(program.path); `make run` builds it, "
                    + "or `swift build --product backend`")
        }
        let folder = URL(fileURLWithPath: dataDirectory)
        // Its log is this run's: the server's own lines, the reason it stopped among them.
        let logPath = folder.appendingPathComponent("backend.log").path
        guard FileManager.default.createFile(atPath: logPath, contents: nil),
            let log = FileHandle(forWritingAtPath: logPath)
        else {
            throw .localBackendDidNotStart(reason: "its log \(logPath) cannot be written")
        }
        let output = Pipe()
        let child = Process()
        child.executableURL = program
        child.arguments = [
            "--data-dir", dataDirectory, "--port", "0", "--seed-demo", "--until-input-ends",
        ]
        child.standardInput = input
        child.standardOutput = output
        child.standardError = log
        do {
            try child.run()
        } catch {
            throw .localBackendDidNotStart(reason: "\(program.path) could not be started: \(error)")
        }
        process.withLock { $0 = child }
        try? log.close()
        readAddress(from: output.fileHandleForReading, logPath: logPath)
    }

    /// Reads the line the backend prints once it listens, on a thread of its own (the read
    /// blocks), and drains what follows so the pipe never fills.
    private func readAddress(from output: FileHandle, logPath: String) {
        let reader = Thread { [self] in
            var pending = Data()
            var announced = false
            while true {
                let chunk = output.availableData
                if chunk.isEmpty { break }
                guard !announced else { continue }
                pending.append(chunk)
                guard let newline = pending.firstIndex(of: UInt8(ascii: "\n")) else { continue }
                announced = true
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                let prefix = "Listening on "
                if line.hasPrefix(prefix), let url = URL(string: String(line.dropFirst(prefix.count))) {
                    settle(.listening(url))
                } else {
                    settle(.failed(.localBackendDidNotStart(reason: "it said \"\(line)\" instead of its address")))
                }
            }
            if !announced {
                settle(.failed(.localBackendDidNotStart(reason: Self.lastLine(of: logPath))))
            }
        }
        reader.start()
    }

    /// Why a backend that ended before it listened did: the last line of its log.
    private static func lastLine(of logPath: String) -> String {
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        let last = log.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        return last.isEmpty ? "it stopped at once (its log: \(logPath))" : "it stopped: \(last)"
    }

    /// Closes the backend's input, which it takes for the signal to stop (requests in flight
    /// answered first, for at most ten seconds), and waits until it has.
    /// Called once the launch has ended: no process starts after it.
    private func stop() async {
        settle(.failed(.cancelled))
        guard let child = process.withLock({ $0 }) else { return }
        try? input.fileHandleForWriting.close()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                child.waitUntilExit()
                continuation.resume()
            }.start()
        }
    }
}
