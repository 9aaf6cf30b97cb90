import ArgumentParser
import Foundation
import MetricsKit
import Synchronization

/// Set by Ctrl-C: the run stops after the test run under way, its files put back.
private let interrupted = Atomic<Bool>(false)

/// `mutants`: how well one pattern's unit tests catch a bug, by planting small ones (mutants) in
/// its code and running its tests once per mutant.
@main
struct MutantsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mutants",
        abstract: "Plants mutants in one pattern's app and counts how many of them its unit tests catch.",
        discussion: """
            Run from the package root (make mutants PATTERN=mvp APP=gather). The files of Variants/<Pattern>/<App>/ are \
            rewritten for the run and put back after it, Ctrl-C included; the build is the usual .build.
            """
    )

    @Option(help: "The pattern, by its folder's name in any case: mvc, mvvm, mvp, mvpc, viper, vip.")
    var pattern: String

    @Option(help: "The app: gather or mycards.")
    var app: String

    @Option(help: ArgumentHelp("Where the run's outcomes go, as <pattern>-<app>.json.", valueName: "dir"))
    var output = "metrics/mutants"

    mutating func run() throws {
        guard let folderPattern = Layer.patterns.first(where: { $0.lowercased() == pattern.lowercased() }) else {
            throw ValidationError("Unknown pattern \(pattern): one of \(Layer.patterns.map { $0.lowercased() }.joined(separator: ", ")).")
        }
        let appFolder: String
        switch app.lowercased() {
        case "gather": appFolder = "Gather"
        case "mycards": appFolder = "MyCards"
        default: throw ValidationError("Unknown app \(app): gather or mycards.")
        }
        signal(SIGINT) { _ in interrupted.store(true, ordering: .relaxed) }

        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let binPath = try CommandRunner.check(["./scripts/swift.sh", "build", "--show-bin-path"], keepingErrors: false).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let testBinary = "\(binPath)/ArchitectureWorkshopPackageTests.xctest"
        // The pattern's unit tests of this app: the other app's cannot reach its mutants.
        let suites = Self.testSuites(in: root.appendingPathComponent("Tests/\(folderPattern)Tests/\(appFolder)"))
        guard !suites.isEmpty else { throw ValidationError("Tests/\(folderPattern)Tests/\(appFolder) holds no test suite.") }
        let machine = MutationRun.Machine(
            suites: suites,
            build: {
                let result = try CommandRunner.run(["./scripts/swift.sh", "build", "--build-tests"])
                return result.status == 0 ? nil : result.output
            },
            runTests: { chosen, environment, timeout in
                // A test's id is "MVPTests.LoginPresenterTests/name()".
                let filter = "\(folderPattern)Tests\\.(\(chosen.joined(separator: "|")))/"
                let result = try CommandRunner.run(
                    [testBinary, "--testing-library", "swift-testing", "--filter", filter],
                    environment: environment, timeout: timeout
                )
                return .init(passed: result.status == 0 && !result.timedOut, timedOut: result.timedOut, duration: result.duration)
            }
        )
        var mutationRun = MutationRun(root: root, folder: "Variants/\(folderPattern)/\(appFolder)", machine: machine)
        mutationRun.shouldStop = { interrupted.load(ordering: .relaxed) }
        mutationRun.progress = { say("mutants: \($0)") }

        let clock = ContinuousClock()
        let start = clock.now
        let outcomes = try mutationRun.run()
        let seconds = (clock.now - start).components.seconds
        let summary = MutationSummary(pattern: folderPattern, app: appFolder, outcomes: outcomes, seconds: Int(seconds))
        say(summary.text)
        if interrupted.load(ordering: .relaxed) {
            // A part of a run is no measurement: the last whole run's outcomes stay as they were kept.
            say("mutants: stopped by Ctrl-C after \(outcomes.count) mutants; the files are back as they were, and \(output) is left as it was.")
            throw ExitCode(130)
        }
        try summary.write(to: root.appendingPathComponent(output))
    }
}

extension MutantsCommand {
    /// The types of the test files in `folder` that hold tests: `LoginPresenterTests`, ….
    static func testSuites(in folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var names: [String] = []
        for case let file as URL in walker where file.pathExtension == "swift" {
            guard let text = try? String(contentsOf: file, encoding: .utf8), text.contains("@Test") else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("struct ") || line.hasPrefix("final class ") {
                let declaration = line.hasPrefix("struct ") ? line.dropFirst("struct ".count) : line.dropFirst("final class ".count)
                let name = declaration.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if name.hasSuffix("Tests") { names.append(String(name)) }
            }
        }
        return names.sorted()
    }
}

/// A line on standard output at once, also into a pipe or a log (print's buffer would hold it).
private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
