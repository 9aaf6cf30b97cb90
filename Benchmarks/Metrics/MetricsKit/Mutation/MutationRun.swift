import Foundation

/// One pattern's mutation run on one app: every mutant of `Variants/<Pattern>/<App>/` planted at
/// once (`MutantSchemata`), one build, one run of each test suite to learn which mutants it
/// reaches, then one run per reached mutant with it on, of the suites that reach it only (as
/// Stryker's per-test coverage does). The files are put back however the run ends.
public struct MutationRun {
    public enum Status: String, Codable, Sendable, CaseIterable {
        /// A test failed with the mutant on.
        case killed
        /// The tests ran past the timeout with the mutant on: it made them hang.
        case timedOut = "killed by timeout"
        /// Every test passed with the mutant on: a bug no test notices.
        case survived
        /// No test reaches the line: coverage already says so, and the score leaves it out.
        case notReached = "not reached by a test"
        /// Planted, it did not compile: left out of the run and of the score.
        case doesNotCompile = "does not compile"
        /// Survived, but behaves as the code does, so no test could kill it: never a run's
        /// outcome, only the report's, for a survivor `metrics/mutants/equivalent.json` lists
        /// with why. Left out of the score.
        case equivalent
    }

    public struct Outcome: Codable, Sendable {
        public let mutant: Mutant
        public let status: Status
    }

    /// What the run needs of the machine; tests stand in for the build and the test runs.
    public struct Machine {
        /// Builds the tests; `nil` when it succeeded, else the compiler's output.
        public var build: () throws -> String?
        /// The test suites the run may choose among (`LoginPresenterTests`, …).
        public var suites: [String]
        /// Runs these of the pattern's test suites with `environment` added: whether they passed,
        /// and whether they were ended at `timeout`.
        public var runTests:
            (_ suites: [String], _ environment: [String: String], _ timeout: Duration) throws -> TestRun

        public init(
            suites: [String],
            build: @escaping () throws -> String?,
            runTests:
                @escaping (_ suites: [String], _ environment: [String: String], _ timeout: Duration) throws -> TestRun
        ) {
            self.suites = suites
            self.build = build
            self.runTests = runTests
        }
    }

    public let root: URL
    /// The folder of `Variants/` whose files get mutants: "Variants/MVP/Gather".
    public let folder: String
    public let machine: Machine
    /// Asked between two test runs: true ends the run early (Ctrl-C), its files put back.
    public var shouldStop: () -> Bool = { false }
    /// Told what the run is doing, a line at a time.
    public var progress: (String) -> Void = { _ in }
    /// How many builds may name mutants that do not compile before the run gives up.
    public var attempts = 6

    public init(root: URL, folder: String, machine: Machine) {
        self.root = root
        self.folder = folder
        self.machine = machine
    }

    public struct TestRun: Sendable {
        public let passed: Bool
        public let timedOut: Bool
        public let duration: Duration

        public init(passed: Bool, timedOut: Bool, duration: Duration) {
            self.passed = passed
            self.timedOut = timedOut
            self.duration = duration
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Every mutant's outcome, in the order of their ids; fewer when stopped early.
    public func run() throws -> [Outcome] {
        let files = try sourceFiles()
        var originals: [String: String] = [:]
        for file in files {
            originals[file] = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        }
        let switchFile = root.appendingPathComponent(folder).appendingPathComponent(MutantSwitch.fileName)
        defer {
            for (file, text) in originals {
                try? text.write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
            }
            try? FileManager.default.removeItem(at: switchFile)
        }
        try MutantSwitch.source.write(to: switchFile, atomically: true, encoding: .utf8)

        var excluded = Set<Int>()
        var planted: [String: MutantSchemata.Planted] = [:]
        for attempt in 1...attempts {
            planted = plantAll(files, originals: originals, excluding: excluded)
            for (file, result) in planted {
                try result.source.write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
            }
            progress(
                "Building with \(planted.values.reduce(0) { $0 + $1.mutants.count } - excluded.count) mutants planted (attempt \(attempt))…"
            )
            guard let errors = try machine.build() else { break }
            let culprits = Self.mutantsNamed(by: errors, in: planted, folder: folder).subtracting(excluded)
            guard !culprits.isEmpty, attempt < attempts else {
                throw Failure(
                    description: "The build fails where no mutant can be blamed:\n"
                        + Self.errorLines(errors).prefix(10).joined(separator: "\n"))
            }
            progress("\(culprits.count) mutants do not compile: left out.")
            excluded.formUnion(culprits)
        }
        let mutants = planted.keys.sorted().flatMap { planted[$0]?.mutants ?? [] }.sorted { $0.id < $1.id }

        progress(
            "Running each of the \(machine.suites.count) test suites once with no mutant on, to learn which mutants it reaches…"
        )
        var reachingSuites: [Int: [String]] = [:]
        var suiteDurations: [String: Duration] = [:]
        for suite in machine.suites {
            let reachedFile = FileManager.default.temporaryDirectory.appendingPathComponent(
                "mutants-reached-\(UUID().uuidString)")
            try Data().write(to: reachedFile)
            defer { try? FileManager.default.removeItem(at: reachedFile) }
            let baseline = try machine.runTests(
                [suite], [MutantSwitch.reachedVariable: reachedFile.path], .seconds(600))
            guard baseline.passed else {
                throw Failure(description: "\(suite) fails with no mutant on: fix it before measuring it.")
            }
            suiteDurations[suite] = baseline.duration
            for id in ((try? String(contentsOf: reachedFile, encoding: .utf8)) ?? "").split(separator: "\n").compactMap(
                { Int($0) })
            {
                reachingSuites[id, default: []].append(suite)
            }
        }

        var outcomes: [Outcome] = []
        for mutant in mutants {
            if shouldStop() { break }
            let status: Status
            if excluded.contains(mutant.id) {
                status = .doesNotCompile
            } else if let suites = reachingSuites[mutant.id] {
                // Three times as long as these suites take, and 5 s more: a mutant past it hangs them.
                let timeout = suites.compactMap { suiteDurations[$0] }.reduce(.zero, +) * 3 + .seconds(5)
                let result = try machine.runTests(suites, [MutantSwitch.mutantVariable: "\(mutant.id)"], timeout)
                status = result.timedOut ? .timedOut : result.passed ? .survived : .killed
            } else {
                status = .notReached
            }
            outcomes.append(Outcome(mutant: mutant, status: status))
            if outcomes.count.isMultiple(of: 25) { progress("\(outcomes.count) of \(mutants.count) mutants run") }
        }
        return outcomes
    }

    /// The Swift files of the folder, from the package root, in a fixed order.
    private func sourceFiles() throws -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            throw Failure(description: "\(folder) is not a folder of this package.")
        }
        let rootPath = root.standardizedFileURL.path
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != MutantSwitch.fileName }
            .map { String($0.standardizedFileURL.path.dropFirst(rootPath.count + 1)) }
            .sorted()
    }

    private func plantAll(_ files: [String], originals: [String: String], excluding: Set<Int>) -> [String:
        MutantSchemata.Planted]
    {
        var nextID = 1
        var planted: [String: MutantSchemata.Planted] = [:]
        for file in files {
            let result = MutantSchemata.plant(
                in: originals[file] ?? "", path: file, firstID: nextID, excluding: excluding)
            nextID += result.mutants.count
            planted[file] = result
        }
        return planted
    }

    /// The compiler's error lines: "<path>:<line>:<column>: error: …".
    static func errorLines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(": error:") }
    }

    /// The mutants a build's errors point at: for each error in a planted file, the nearest
    /// switch at or above its line.
    static func mutantsNamed(by output: String, in planted: [String: MutantSchemata.Planted], folder: String) -> Set<
        Int
    > {
        var culprits = Set<Int>()
        for line in errorLines(output) {
            let parts = line.split(separator: ":", maxSplits: 3)
            guard parts.count >= 3, let lineNumber = Int(parts[1]) else { continue }
            let path = String(parts[0])
            guard let (_, result) = planted.first(where: { path.hasSuffix($0.key) }) else { continue }
            let lines = result.source.split(separator: "\n", omittingEmptySubsequences: false)
            for index in stride(from: min(lineNumber, lines.count) - 1, through: 0, by: -1) {
                if let id = Self.switchID(in: lines[index]) {
                    culprits.insert(id)
                    break
                }
            }
        }
        return culprits
    }

    /// The last `Mutants.isOn(<id>)` on a line.
    private static func switchID(in line: Substring) -> Int? {
        guard let range = line.range(of: "Mutants.isOn(", options: .backwards) else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
}
