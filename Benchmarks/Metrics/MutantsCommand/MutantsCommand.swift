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

    @Option(help: "The pattern, by its folder's name in any case: mvc, mvvm, mvp, mvpc, viper, vip, udf.")
    var pattern: String

    @Option(help: "The app: gather or mycards.")
    var app: String

    @Option(help: ArgumentHelp("Where the run's outcomes go, as <pattern>-<app>.json.", valueName: "dir"))
    var output = "metrics/mutants"

    mutating func run() throws {
        guard let folderPattern = Layer.patterns.first(where: { $0.lowercased() == pattern.lowercased() }) else {
            throw ValidationError(
                "Unknown pattern \(pattern): one of \(Layer.patterns.map { $0.lowercased() }.joined(separator: ", ")).")
        }
        let appFolder: String
        switch app.lowercased() {
        case "gather": appFolder = "Gather"
        case "mycards": appFolder = "MyCards"
        default: throw ValidationError("Unknown app \(app): gather or mycards.")
        }
        signal(SIGINT) { _ in interrupted.store(true, ordering: .relaxed) }

        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        // The pattern's unit tests of this app: the other app's cannot reach its mutants.
        let suites = MutationRun.Machine.testSuites(
            in: root.appendingPathComponent("Tests/\(folderPattern)Tests/\(appFolder)"))
        guard !suites.isEmpty else {
            throw ValidationError("Tests/\(folderPattern)Tests/\(appFolder) holds no test suite.")
        }
        let machine = try MutationRun.Machine.swiftPackage(
            swift: ["./scripts/swift.sh"], packageName: "ArchitectureWorkshop", testsModule: "\(folderPattern)Tests",
            suites: suites
        )
        var mutationRun = MutationRun(root: root, folder: "Variants/\(folderPattern)/\(appFolder)", machine: machine)
        mutationRun.shouldStop = { interrupted.load(ordering: .relaxed) }
        mutationRun.progress = { say("mutants: \($0)") }

        let clock = ContinuousClock()
        let start = clock.now
        let outcomes = try mutationRun.run()
        let seconds = (clock.now - start).components.seconds
        let head = try? CommandRunner.run(["git", "rev-parse", "--short", "HEAD"])
        let changed =
            (try? CommandRunner.run([
                "git", "status", "--porcelain", "--", "Variants/\(folderPattern)", "Tests/\(folderPattern)Tests",
            ]))?.output ?? ""
        let commit = head.map {
            $0.output.trimmingCharacters(in: .whitespacesAndNewlines) + (changed.isEmpty ? "" : " + changes")
        }
        let summary = MutationSummary(
            pattern: folderPattern, app: appFolder, outcomes: outcomes, seconds: Int(seconds), commit: commit)
        say(summary.text)
        if interrupted.load(ordering: .relaxed) {
            // A part of a run is no measurement: the last whole run's outcomes stay as they were kept.
            say(
                "mutants: stopped by Ctrl-C after \(outcomes.count) mutants; the files are back as they were, and \(output) is left as it was."
            )
            throw ExitCode(130)
        }
        try summary.write(to: root.appendingPathComponent(output))
    }
}

/// A line on standard output at once, also into a pipe or a log (print's buffer would hold it).
private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
