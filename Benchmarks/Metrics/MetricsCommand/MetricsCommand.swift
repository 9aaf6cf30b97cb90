import ArgumentParser
import Foundation
import MetricsKit

/// `metrics`: the comparison report of the variants (metrics/report.md, .json, .html).
@main
struct MetricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metrics",
        abstract:
            "Measures every variant's code per role, its tests and the shared modules, and writes the comparison report.",
        discussion:
            "Run from the package root (make metrics). The numbers describe this code base, not the patterns in general."
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

    @Flag(help: "Source metrics only: no coverage, no build or test timing (about a minute on two cores once built).")
    var quick = false

    @Option(help: "How many times each build and test run is timed; the report gives the median and the range.")
    var runs = 3

    @Option(
        help: ArgumentHelp(
            "The scratch path of the coverage build and the timed builds, so the usual .build is untouched.",
            valueName: "dir"))
    var scratchPath = ".build-metrics"

    @Option(help: "Patterns to report, comma-separated, by their folder names.")
    var patterns = SourceRole.patterns.joined(separator: ",")

    @Option(help: "Which app: gather, mycards or both.")
    var app = App.both

    @Option(help: "Which report files to write: md, json, html or all.")
    var format = Format.all

    @Option(help: "Where the reports go.")
    var output = "metrics"

    @Option(
        help: ArgumentHelp(
            "make bench's figures: their run time section is added when the file exists.", valueName: "file"))
    var bench = "metrics/bench.json"

    @Option(
        help: ArgumentHelp(
            "make workshop-check's timings of the build after each exercise's solution.", valueName: "file"))
    var changeBuilds = "metrics/change-builds.json"

    @Flag(
        help:
            "Measure nothing: add the run times of --bench to the last report.json and write the reports again (make bench does this)."
    )
    var addRunTimes = false

    @Option(
        help: ArgumentHelp(
            "The toolchain to name in the report (make metrics passes `swift --version`).", valueName: "text"))
    var toolchain = "an unnamed Swift toolchain"

    @Option(
        help: ArgumentHelp(
            "Measure nothing: diff one screen in the two --patterns, their files paired by layer (make compare).",
            valueName: "screen"))
    var compare: String?

    @Flag(
        help: "Measure nothing: count the working tree's change as the report counts a reference solution (make cost).")
    var cost = false

    @Option(
        help: ArgumentHelp(
            "With --cost: the commit the change is counted from (default: where --exercise began here, else HEAD).",
            valueName: "revision"))
    var base: String?

    @Option(
        help: ArgumentHelp(
            "With --cost: this exercise's reference solutions beside the change, e.g. 02.", valueName: "number"))
    var exercise: String?

    @Option(
        help: ArgumentHelp(
            "With --cost and --exercise: also send the change's rows to the room's board (make board), e.g. http://10.0.0.5:8090.",
            valueName: "url"))
    var board: String?

    @Option(help: ArgumentHelp("With --board: the pair's name on the board.", valueName: "name"))
    var pair: String?

    mutating func validate() throws {
        let unknown = typedPatterns.filter { Layer.pattern(named: $0) == nil }
        guard unknown.isEmpty else {
            throw ValidationError(
                "Unknown pattern \(unknown.joined(separator: ", ")): use \(SourceRole.patterns.joined(separator: ", "))."
            )
        }
        guard runs >= 1 else {
            throw ValidationError("--runs must be at least 1.")
        }
        guard FileManager.default.fileExists(atPath: "Package.swift") else {
            throw ValidationError(
                "Run metrics from the package root (the folder with Package.swift), e.g. with make metrics.")
        }
    }

    private var typedPatterns: [String] {
        patterns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The patterns asked for, named as their folders are ("composition" is Composition).
    private var chosenPatterns: [String] {
        typedPatterns.compactMap(Layer.pattern(named:))
    }

    func run() throws {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let compare {
            try printComparison(of: compare, root: root)
            return
        }
        if cost {
            try printCost(root: root)
            return
        }
        guard !addRunTimes else {
            try rewriteWithRunTimes(root: root)
            return
        }
        progress("Reading the Swift sources under \(SourceTree.folders.joined(separator: ", "))…")
        let paths = SourceTree.swiftFiles(in: root)
        var files: [FileMetrics] = []
        var variantSources: [ReadingView.Source] = []
        for path in paths {
            let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let measured = SourceMeasurer.measure(source, path: path)
            files.append(measured)
            if path.hasPrefix("Variants/") {
                variantSources.append(.init(path: path, text: source, codeLines: measured.codeLines))
            }
        }
        progress("Measured \(files.count) files.")
        // Read once: the build timing needs the targets, the reading view draws their imports.
        progress("Reading the package's targets…")
        let package = Result {
            try PackageTargets.read(
                describeOutput: try CommandRunner.check(["swift", "package", "describe", "--type", "json"]).output)
        }
        var report = MetricsReport(
            files: files,
            patterns: chosenPatterns,
            apps: app.names,
            environment: .init(
                date: Self.today(), toolchain: toolchain, cores: ProcessInfo.processInfo.activeProcessorCount,
                commit: Self.commit())
        )
        if quick {
            keepLastMeasuredFigures(in: &report, root: root)
        } else {
            try measureCoverage(into: &report, root: root)
            try measureTimes(into: &report, files: files, package: try package.get(), root: root)
        }
        if let figures = try benchFigures() {
            report.addRunTimes(figures)
        }
        progress("Measuring each workshop exercise's reference solutions as changes…")
        let builds = try FileManager.default.contents(atPath: changeBuilds).map(WorkshopExercises.BuildTimes.read)
        report.addChangeCosts(
            try WorkshopExercises.costs(root: root, patterns: chosenPatterns, builds: builds), buildsDate: builds?.date)
        report.units = ScreenUnits.measure(
            variantSources.map { .init(path: $0.path, text: $0.text, codeLines: $0.codeLines) },
            patterns: chosenPatterns)
        progress("Checking the patterns' rules…")
        try report.addRuleChecks(root: root)
        let mutations = try write(report, to: outputFolder(root: root))
        // The reading view marks each line a surviving mutant of a kept run is on.
        let survivors = MutationReport.survivorsByLine(mutations)
        for index in variantSources.indices {
            variantSources[index].survivors = survivors[variantSources[index].path] ?? [:]
        }
        try writeReadingView(
            variantSources, report: report, package: package,
            to: outputFolder(root: root).appendingPathComponent("reading"))
        for missing in report.notBuiltYet {
            progress("Not built yet: \(missing)")
        }
    }

    /// Each layer's files of one screen in two patterns, as `diff -u`: the reading view's pairing
    /// for a terminal.
    private func printComparison(of screen: String, root: URL) throws {
        guard chosenPatterns.count == 2 else {
            throw ValidationError("--compare needs two patterns, e.g. --patterns MVVM,MVP.")
        }
        let comparison = try ScreenComparison(
            screen: screen, left: chosenPatterns[0], right: chosenPatterns[1], paths: SourceTree.swiftFiles(in: root))
        // What a teacher projects fits the terminal: every line wrapped to its width.
        let width = Self.terminalWidth ?? 100
        func print(_ text: String, terminator: String = "\n") {
            Swift.print(TextWrapping.wrapped(text, width: width), terminator: terminator)
        }
        for pair in comparison.pairs {
            let names = { (files: [String]) in
                files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: ", ")
            }
            print(
                "\n━━ \(pair.layer): \(comparison.left) \(pair.left.isEmpty ? "has none" : names(pair.left)) · \(comparison.right) \(pair.right.isEmpty ? "has none" : names(pair.right))"
            )
            let text = { (files: [String]) in
                try files.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }.joined(
                    separator: "\n")
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "compare-\(ProcessInfo.processInfo.processIdentifier)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let left = folder.appendingPathComponent(comparison.left)
            let right = folder.appendingPathComponent(comparison.right)
            try text(pair.left).write(to: left, atomically: true, encoding: .utf8)
            try text(pair.right).write(to: right, atomically: true, encoding: .utf8)
            let diff = try CommandRunner.run([
                "diff", "-u", "--label", "\(comparison.left) \(names(pair.left))", "--label",
                "\(comparison.right) \(names(pair.right))", left.path, right.path,
            ])
            print(diff.output, terminator: "")
        }
        try printSharedParts(of: screen, in: comparison, root: root, width: width)
    }

    /// The columns of the terminal standard output is, if it is one.
    private static var terminalWidth: Int? {
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return nil
        }
        return Int(size.ws_col)
    }

    /// What the app-level files (coordinators, navigators, the launch) do for the screen, each
    /// declaration that names it, side by side as the screen's own files are.
    private func printSharedParts(of screen: String, in comparison: ScreenComparison, root: URL, width: Int) throws {
        func print(_ text: String, terminator: String = "\n") {
            Swift.print(TextWrapping.wrapped(text, width: width), terminator: terminator)
        }
        let paths = SourceTree.swiftFiles(in: root)
        let app =
            paths.first { $0.contains("/\(comparison.left)/") && $0.contains("/\(screen)/") }.map {
                $0.split(separator: "/")[2]
            }.map(String.init) ?? ""
        var sources: [String: String] = [:]
        for path in paths where path.split(separator: "/").count == 4 && path.hasPrefix("Variants/") {
            sources[path] = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        let (ours, theirs) = (
            SharedScreenParts.excerpts(of: screen, pattern: comparison.left, app: app, sources: sources),
            SharedScreenParts.excerpts(of: screen, pattern: comparison.right, app: app, sources: sources)
        )
        let describe = { (excerpts: [SharedScreenParts.Excerpt]) in
            excerpts.isEmpty
                ? "has none"
                : excerpts.map { "\($0.path.split(separator: "/").last ?? "") \($0.declaration)" }.joined(
                    separator: ", ")
        }
        print(
            "\n━━ shared files (coordinators, navigators, launch): \(comparison.left) \(describe(ours)) · \(comparison.right) \(describe(theirs))"
        )
        let text = { (excerpts: [SharedScreenParts.Excerpt]) in
            excerpts.map { "// \($0.path.split(separator: "/").last ?? ""): \($0.declaration)\n\($0.text)" }.joined(
                separator: "\n\n")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "compare-shared-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let left = folder.appendingPathComponent(comparison.left)
        let right = folder.appendingPathComponent(comparison.right)
        try text(ours).write(to: left, atomically: true, encoding: .utf8)
        try text(theirs).write(to: right, atomically: true, encoding: .utf8)
        let diff = try CommandRunner.run([
            "diff", "-u", "--label", "\(comparison.left) shared files", "--label", "\(comparison.right) shared files",
            left.path, right.path,
        ])
        print(diff.output, terminator: "")
    }

    /// The working tree's change against --base, per pattern, beside --exercise's reference
    /// solutions in the same patterns, measured against the same commit.
    private func printCost(root: URL) throws {
        let folder = try exercise.map { number throws(ChangeCost.Failure) in
            try WorkshopExercises.folder(number: number, root: root)
        }
        let costBase = try CostBase.resolve(
            explicit: base, exercise: folder.map { String($0.prefix(2)) }, starts: ExerciseStart.all(in: root))
        let change = try WorkingTreeChange.read(repository: root, base: costBase.revision)
        let yours = change.diff.files.isEmpty ? [] : try change.costs(exercise: "yours", title: "your change")
        var references: [ChangeCost] = []
        if let folder {
            if base == nil, costBase.revision == "HEAD" {
                // No exercise began here: the change may still be another exercise's.
                for pattern in yours.map(\.pattern) {
                    guard let reference = try WorkshopExercises.solution(of: folder, pattern: pattern, root: root)
                    else { continue }
                    try CostBase.checkOverlap(
                        of: change.diff, with: reference, pattern: pattern, exercise: String(folder.prefix(2)))
                }
            }
            references = try WorkshopExercises.costs(
                of: folder, root: root, patterns: yours.map(\.pattern), original: change.original)
        }
        print(
            CostComparison.render(yours: yours, references: references, base: costBase.description, exercise: exercise))
        if let board {
            guard let exercise else {
                throw ValidationError(
                    "BOARD needs EX: the board files each row under its exercise, e.g. make cost EX=01 BOARD=\(board).")
            }
            guard !yours.isEmpty else {
                throw ValidationError(
                    "Nothing to send to the board: the working tree has no change under Variants/ or Tests/.")
            }
            let name = pair ?? ProcessInfo.processInfo.hostName
            let secrets = BoardSecrets(root: root)
            for cost in yours {
                var row = BoardRow(pair: name, cost: cost)
                row.exercise = String(try WorkshopExercises.folder(number: exercise, root: root).prefix(2))
                print(try BoardClient.send(row, to: board, secrets: secrets))
            }
        }
    }

    /// --quick measures no coverage and no times: the last full run's stay in the report, with
    /// their date, rather than being blanked in a committed report.
    private func keepLastMeasuredFigures(in report: inout MetricsReport, root: URL) {
        let last = outputFolder(root: root).appendingPathComponent("report.json")
        guard let json = FileManager.default.contents(atPath: last.path) else { return }
        do {
            report.keepMeasuredFigures(of: try JSONReport.read(String(decoding: json, as: UTF8.self)))
            if let date = report.testsMeasuredDate {
                progress("Keeping the coverage and build times of the last full run (\(date)).")
            }
        } catch {
            progress(
                "The last \(output)/report.json could not be read (\(error)): coverage and build times are left out.")
        }
    }

    /// Runs every test with coverage in a scratch path of its own and reads the coverage SwiftPM
    /// exports with the toolchain's llvm-cov.
    private func measureCoverage(into report: inout MetricsReport, root: URL) throws {
        progress(
            "Building and running every test with code coverage in \(scratchPath) (several minutes the first time)…")
        let coverageRun = try CommandRunner.check([
            "swift", "test", "--enable-code-coverage", "--scratch-path", scratchPath,
        ])
        progress("All tests passed with coverage in \(Int(coverageRun.duration / .seconds(1))) s.")
        report.addCoverage(CoverageReader.summarize(try lastCoverage(root: root)))
    }

    /// The coverage of the last `swift test --enable-code-coverage` in the scratch path, per file.
    private func lastCoverage(root: URL) throws -> [CoverageReader.FileCoverage] {
        let pathOutput = try CommandRunner.check([
            "swift", "test", "--show-codecov-path", "--scratch-path", scratchPath,
        ]).output
        guard
            let jsonPath = pathOutput.split(separator: "\n").last.map({
                String($0).trimmingCharacters(in: .whitespaces)
            }),
            let json = FileManager.default.contents(atPath: jsonPath)
        else {
            throw CommandRunner.Failure(
                description: "SwiftPM wrote no coverage file (swift test --show-codecov-path said: \(pathOutput))")
        }
        return try CoverageReader.read(json, root: root.path)
    }

    /// Times each variant's clean and incremental build, then its own unit tests. The builds are
    /// the coverage build's (its scratch path, its instrumentation): one build from nothing serves
    /// both, which keeps a first run from a clean clone within its budget.
    private func measureTimes(
        into report: inout MetricsReport, files: [FileMetrics], package: PackageTargets, root: URL
    ) throws {
        let paths = files.map(\.path)
        let builds = report.variants.compactMap {
            VariantBuild(pattern: $0.pattern, app: $0.app, package: package, files: paths)
        }
        let timer = BuildTimer(scratchPath: scratchPath, flags: ["--enable-code-coverage"])
        progress("Building every variant's product in \(scratchPath), so shared code and dependencies are built…")
        try timer.prebuild(builds)
        for variant in report.variants {
            let build = builds.first { $0.pattern == variant.pattern && $0.app == variant.app }
            let buildTimes = try build.map { build in
                progress(
                    "Timing \(runs) clean and incremental builds of \(build.targets.joined(separator: ", ")) (touching \(build.touchedFile))…"
                )
                return try timer.measure(build, runs: runs)
            }
            let testRun = try VariantTests(pattern: variant.pattern, app: variant.app, files: files).map { tests in
                progress("Timing \(runs) runs of \(variant.app) in \(variant.pattern)'s unit tests…")
                let sample = try timeTestRuns(tests)
                // The timed runs were the variant's own unit tests alone, with coverage: what
                // they run, layer by layer, without the parity suite's sessions.
                report.addUnitTestCoverage(
                    pattern: variant.pattern, app: variant.app,
                    CoverageReader.summarize(try lastCoverage(root: root), byLayer: true))
                return sample
            }
            report.addTimes(pattern: variant.pattern, app: variant.app, builds: buildTimes, testRun: testRun)
        }
    }

    /// Runs the suites of one variant `runs` times; a filter that selects nothing is an error,
    /// not a fast run.
    private func timeTestRuns(_ tests: VariantTests) throws -> TimingSample {
        var seconds: [Double] = []
        for _ in 0..<runs {
            let run = try CommandRunner.check(
                [
                    "swift", "test", "--skip-build", "--enable-code-coverage", "--scratch-path", scratchPath,
                    "--filter", tests.filter,
                ]
            )
            guard run.output.contains("✔ Test run with"), !run.output.contains("Test run with 0 tests") else {
                throw CommandRunner.Failure(
                    description:
                        "swift test --filter '\(tests.filter)' ran no tests; the suites were \(tests.suites.joined(separator: ", "))"
                )
            }
            seconds.append(run.duration / .seconds(1))
        }
        return TimingSample(runs: seconds)
    }

    /// `--output`, from the package root unless it is absolute.
    private func outputFolder(root: URL) -> URL {
        output.hasPrefix("/") ? URL(fileURLWithPath: output) : root.appendingPathComponent(output)
    }

    /// The figures of the last `make bench`, if it has run.
    private func benchFigures() throws -> BenchFigures? {
        guard let data = FileManager.default.contents(atPath: bench) else { return nil }
        progress("Adding the run times of \(bench).")
        return try BenchFigures.read(data)
    }

    private func rewriteWithRunTimes(root: URL) throws {
        let folder = outputFolder(root: root)
        let last = folder.appendingPathComponent("report.json")
        guard let json = FileManager.default.contents(atPath: last.path) else {
            throw CommandRunner.Failure(
                description: "There is no \(output)/report.json to add run times to: run make metrics first.")
        }
        guard let figures = try benchFigures() else {
            throw CommandRunner.Failure(description: "There is no \(bench): run make bench first.")
        }
        var report: MetricsReport
        do {
            report = try JSONReport.read(String(decoding: json, as: UTF8.self))
        } catch {
            throw CommandRunner.Failure(
                description:
                    "\(output)/report.json is from an older metrics or damaged (\(error)); run make metrics again.")
        }
        report.addRunTimes(figures)
        try write(report, to: folder)
    }

    /// Writes the report's files; the kept mutation runs it read, for the reading view.
    @discardableResult
    private func write(_ report: MetricsReport, to folder: URL) throws -> [MutationSummary] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var outputs: [(name: String, text: String)] = []
        // The mutation runs `make mutants` kept: read as they are, each dated by its own run.
        let mutantsFolder = folder.appendingPathComponent("mutants")
        let equivalents = try EquivalentMutant.load(from: mutantsFolder)
        let mutations = MutationReport.load(from: mutantsFolder, equivalents: equivalents)
        let history = MutationHistory.load(from: mutantsFolder)
        if format == .md || format == .all {
            outputs.append(("report.md", MarkdownReport.render(report, mutations: mutations, mutationHistory: history)))
            let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            outputs.append(
                (
                    "mutants.md",
                    MutationReport.survivors(
                        mutations, equivalents: equivalents, exerciseMutants: ExerciseMutant.load(root: root))
                ))
        }
        if !mutations.isEmpty, format == .json || format == .all {
            let schema = try MutationReport.schemaJSON(
                mutations, root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            outputs.append(("mutants/\(MutationReport.schemaFileName)", String(decoding: schema, as: UTF8.self)))
        }
        if format == .json || format == .all { outputs.append(("report.json", try JSONReport.render(report))) }
        if format == .html || format == .all {
            outputs.append(("report.html", HTMLReport.render(report, mutations: mutations, mutationHistory: history)))
        }
        for (name, text) in outputs {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            progress("Wrote \(output)/\(name)")
        }
        return mutations
    }

    /// The reading view's pages, the last run's first removed (a screen may have gone).
    private func writeReadingView(
        _ sources: [ReadingView.Source], report: MetricsReport, package: Result<PackageTargets, any Error>,
        to folder: URL
    ) throws {
        var graph: String?
        do {
            graph = ModuleGraph.svg(of: try package.get())
        } catch {
            progress("The module graph is left out: \(error)")
        }
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pages = ReadingView.pages(sources: sources, patterns: chosenPatterns, report: report, graph: graph)
        for page in pages {
            try page.contents.write(to: folder.appendingPathComponent(page.fileName), atomically: true, encoding: .utf8)
        }
        progress(
            "Wrote \(output)/reading/: \(pages.filter { $0.fileName.hasSuffix(".html") }.count - 1) screens side by side and their index"
        )
    }

    private func progress(_ line: String) {
        FileHandle.standardError.write(Data("metrics: \(line)\n".utf8))
    }

    private static func today() -> String {
        Date.now.formatted(.iso8601.year().month().day())
    }

    /// The commit measured, "+ changes" when Variants/, Shared/ or Tests/ differ from it: what a
    /// reader needs to know which code a figure describes. `nil` outside a git checkout.
    private static func commit() -> String? {
        guard let head = try? CommandRunner.run(["git", "rev-parse", "--short", "HEAD"]), head.status == 0 else {
            return nil
        }
        let changed =
            (try? CommandRunner.run(["git", "status", "--porcelain", "--", "Variants", "Shared", "Tests"]))?.output
            ?? ""
        let commit = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return changed.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? commit : "\(commit) + changes"
    }
}
