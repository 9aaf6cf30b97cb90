import ArgumentParser
import Foundation
import MetricsKit

/// `metrics`: the comparison report of the variants (metrics/report.md, .json, .html).
@main
struct MetricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metrics",
        abstract: "Measures every variant's code per role, its tests and the shared modules, and writes the comparison report.",
        discussion: "Run from the package root (make metrics). The numbers describe this code base, not the patterns in general."
    )

    enum App: String, ExpressibleByArgument, CaseIterable {
        case gather
        case mycards
        case both

        var names: [String] {
            switch self {
            case .gather: ["Football Gather"]
            case .mycards: ["My Cards"]
            case .both: ["Football Gather", "My Cards"]
            }
        }
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case md
        case json
        case html
        case all
    }

    @Flag(help: "Source metrics only: no coverage and no test timing (a few seconds once built).")
    var quick = false

    @Option(help: ArgumentHelp("The scratch path of the coverage build, so the usual .build is untouched.", valueName: "dir"))
    var scratchPath = ".build-metrics"

    @Option(help: "Patterns to report, comma-separated (default: MVC,MVVM,MVP,VIPER,VIP).")
    var patterns = SourceRole.patterns.joined(separator: ",")

    @Option(help: "Which app: gather, mycards or both.")
    var app = App.both

    @Option(help: "Which report files to write: md, json, html or all.")
    var format = Format.all

    @Option(help: "Where the reports go.")
    var output = "metrics"

    @Option(help: ArgumentHelp("The toolchain to name in the report (make metrics passes `swift --version`).", valueName: "text"))
    var toolchain = "an unnamed Swift toolchain"

    mutating func validate() throws {
        let unknown = chosenPatterns.filter { !SourceRole.patterns.contains($0) }
        guard unknown.isEmpty else {
            throw ValidationError("Unknown pattern \(unknown.joined(separator: ", ")): use \(SourceRole.patterns.joined(separator: ", ")).")
        }
        guard FileManager.default.fileExists(atPath: "Package.swift") else {
            throw ValidationError("Run metrics from the package root (the folder with Package.swift), e.g. with make metrics.")
        }
    }

    private var chosenPatterns: [String] {
        patterns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
    }

    func run() throws {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        progress("Reading the Swift sources under \(SourceTree.folders.joined(separator: ", "))…")
        let paths = SourceTree.swiftFiles(in: root)
        var files: [FileMetrics] = []
        for path in paths {
            let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            files.append(SourceMeasurer.measure(source, path: path))
        }
        progress("Measured \(files.count) files.")
        var report = MetricsReport(
            files: files,
            patterns: chosenPatterns,
            apps: app.names,
            environment: .init(date: Self.today(), toolchain: toolchain, cores: ProcessInfo.processInfo.activeProcessorCount)
        )
        if !quick {
            try measureTests(into: &report, root: root)
        }
        try write(report, to: root.appendingPathComponent(output))
        for missing in report.notBuiltYet {
            progress("Not built yet: \(missing)")
        }
    }

    /// Runs every test with coverage in a scratch path of its own, reads the coverage SwiftPM
    /// exports with the toolchain's llvm-cov, then times each pattern's test target.
    private func measureTests(into report: inout MetricsReport, root: URL) throws {
        progress("Building and running every test with code coverage in \(scratchPath) (several minutes the first time)…")
        let coverageRun = try CommandRunner.check(["swift", "test", "--enable-code-coverage", "--scratch-path", scratchPath])
        progress("All tests passed with coverage in \(Int(coverageRun.duration / .seconds(1))) s.")
        let pathOutput = try CommandRunner.check(["swift", "test", "--show-codecov-path", "--scratch-path", scratchPath]).output
        guard let jsonPath = pathOutput.split(separator: "\n").last.map({ String($0).trimmingCharacters(in: .whitespaces) }),
              let json = FileManager.default.contents(atPath: jsonPath) else {
            throw CommandRunner.Failure(description: "SwiftPM wrote no coverage file (swift test --show-codecov-path said: \(pathOutput))")
        }
        report.addCoverage(CoverageReader.summarize(try CoverageReader.read(json, root: root.path)))
        var times: [String: Double] = [:]
        for tests in report.tests {
            progress("Timing \(tests.pattern)Tests…")
            let run = try CommandRunner.check(
                ["swift", "test", "--skip-build", "--enable-code-coverage", "--scratch-path", scratchPath, "--filter", "\(tests.pattern)Tests"]
            )
            times[tests.pattern] = run.duration / .seconds(1)
        }
        report.addTestRunTimes(times)
    }

    private func write(_ report: MetricsReport, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var outputs: [(name: String, text: String)] = []
        if format == .md || format == .all { outputs.append(("report.md", MarkdownReport.render(report))) }
        if format == .json || format == .all { outputs.append(("report.json", try JSONReport.render(report))) }
        if format == .html || format == .all { outputs.append(("report.html", HTMLReport.render(report))) }
        for (name, text) in outputs {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            progress("Wrote \(output)/\(name)")
        }
    }

    private func progress(_ line: String) {
        FileHandle.standardError.write(Data("metrics: \(line)\n".utf8))
    }

    private static func today() -> String {
        Date.now.formatted(.iso8601.year().month().day())
    }
}
