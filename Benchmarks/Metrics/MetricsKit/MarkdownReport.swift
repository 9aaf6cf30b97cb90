import Foundation

/// The report as Markdown tables: per pattern and app, per role, tests, shared code, and the
/// originals' proportions. Every pattern also as a difference from MVC.
public enum MarkdownReport {
    public static func render(
        _ report: MetricsReport, mutations: [MutationSummary] = [], mutationHistory: MutationHistory? = nil
    ) -> String {
        var lines: [String] = [
            "# Architecture Workshop — metrics",
            "",
            "Measured \(report.environment.date)\(report.environment.commit.map { " at commit \($0)" } ?? "") with \(report.environment.toolchain) on \(report.environment.cores) cores."
                + (measuredOn(report).isEmpty
                    ? ""
                    : " The coverage, build and test times are older than the code they describe: each such table says when and where they were measured."),
            "The numbers describe this code base, not the patterns in general: see metrics/README.md.",
            "",
            "Read one screen in two patterns or more side by side: [the reading view](reading/index.html).",
            "",
        ]
        for app in ["Football Gather", "My Cards"] {
            lines +=
                codeTable(report, app: app) + [""] + unitTestLayerTable(report, app: app) + [""]
                + MutationReport.table(
                    mutations, appFolder: app == "My Cards" ? "MyCards" : "Gather", title: app,
                    commit: report.environment.commit) + [""]
                + (mutationHistory.map {
                    $0.table(appFolder: app == "My Cards" ? "MyCards" : "Gather", title: app) + [""]
                } ?? [])
                + layerTable(report, app: app) + [""]
                + roleTable(report, app: app) + [""]
                + screenTable(report, app: app) + [""]
                + timeTable(report, app: app) + [""]
        }
        lines += unitsTable(report) + [""] + reuseTable(report) + [""]
        lines += changeCostSection(report) + [""]
        let rules = ruleTable(report)
        lines += rules + (rules.isEmpty ? [] : [""])
        lines +=
            runTimeTable(report) + [""] + testTable(report) + [""] + sharedTable(report) + [""] + referenceTable(report)
            + [""]
        if !report.notBuiltYet.isEmpty {
            lines += ["## Not built yet", ""] + report.notBuiltYet.map { "- \($0)" } + [""]
        }
        return lines.joined(separator: "\n")
    }

    static func codeTable(_ report: MetricsReport, app: String) -> [String] {
        let baseline = report.variant("MVC", app)?.total
        var rows = [
            "## \(app): code per pattern",
            "",
            "| pattern | files | code lines | vs MVC | types | protocols | functions | longest function | complexity mean / max | lines run by all tests |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for variant in report.variants where variant.app == app {
            let total = variant.total
            rows.append(
                "| \(variant.pattern) | \(total.files) | \(total.codeLines) | \(difference(total.codeLines, from: baseline?.codeLines)) | \(total.types) | \(total.protocols) | \(total.functions) | \(total.longestFunction) | \(format(total.meanComplexity)) / \(total.maxComplexity) | \(percent(variant.coverage, measured: report.testsMeasured)) |"
            )
        }
        rows += [
            "",
            "Lines run by all tests: the parity suite's whole sessions included, which run nearly every line of every pattern\(measuredOn(report)). What each pattern's own unit tests run, layer by layer, is the next table.",
        ]
        return rows
    }

    /// The lines of each layer the pattern's own unit tests run: the view apart from the logic,
    /// so "the logic is tested" and "the view is tested" are two figures, not one.
    static func unitTestLayerTable(_ report: MetricsReport, app: String) -> [String] {
        let variants = report.variants.filter { $0.app == app }
        guard !variants.isEmpty else { return [] }
        let heading = "### \(app): lines run by the pattern's own unit tests, per layer (llvm-cov's lines)"
        guard variants.contains(where: { $0.unitTestCoverageByLayer != nil }) else {
            return [
                heading, "",
                report.testsMeasured ? "Not measured in this report's last full run." : "Not measured (--quick).",
            ]
        }
        let layers = Layer.allCases.filter { layer in
            variants.contains { $0.unitTestCoverageByLayer?[layer.rawValue] != nil }
        }
        var rows = [
            heading,
            "",
            "| pattern | " + layers.map(\.rawValue).joined(separator: " | ") + " |",
            "|---|" + layers.map { _ in "---:" }.joined(separator: "|") + "|",
        ]
        for variant in variants {
            let cells = layers.map { layer -> String in
                guard let count = variant.unitTestCoverageByLayer?[layer.rawValue], let share = count.percent else {
                    return "–"
                }
                return String(format: "%.0f %% of %d", share, count.lines)
            }
            rows.append("| \(variant.pattern) | " + cells.joined(separator: " | ") + " |")
        }
        rows += [
            "",
            "Each cell: the share of the layer's lines that `Tests/<Pattern>Tests` run, of the lines llvm-cov counts in the layer (– where the pattern has no such role). llvm-cov counts every line inside code the compiler instruments — a function's or closure's body, its blank lines, comments and closing braces included, and each line of a statement written over several — and nothing outside it, so its counts are not the code lines of the other tables and can exceed them: compare the percentages, not the counts. These figures count the tests that were written, not what a pattern allows: MVC's controller tests drive its real views, while MVVM's view-model tests leave the views alone by design, so a view figure says which tests exist. Read a row, not a column\(measuredOn(report)).",
        ]
        return rows
    }

    /// "; measured 2026-11-20 at commit 1a2b3c4, the last full run …" when --quick kept an
    /// earlier run's figures: older than the code the report describes, and said so.
    static func measuredOn(_ report: MetricsReport) -> String {
        guard let date = report.testsMeasuredDate,
            date != report.environment.date || report.testsMeasuredCommit != report.environment.commit
        else { return "" }
        let commit = report.testsMeasuredCommit.map { " at commit \($0)" } ?? " (commit not recorded)"
        return
            "; measured \(date)\(commit), the last full run, older than the code above (this report was written with --quick)"
    }

    static func roleTable(_ report: MetricsReport, app: String) -> [String] {
        let variants = report.variants.filter { $0.app == app }
        let roles =
            SourceRole.roleSuffixes.reversed().filter { role in variants.contains { $0.roles[role] != nil } }
            + ["Other", "Entry"].filter { role in variants.contains { $0.roles[role] != nil } }
        guard !roles.isEmpty else { return [] }
        // A role a row, a pattern a column: sixteen roles side by side would not fit a screen.
        var rows = [
            "### \(app): code lines per role (files)",
            "",
            "| role | " + variants.map(\.pattern).joined(separator: " | ") + " |",
            "|---|" + variants.map { _ in "---:" }.joined(separator: "|") + "|",
        ]
        for role in roles {
            let cells = variants.map { variant in variant.roles[role].map { "\($0.codeLines) (\($0.files))" } ?? "–" }
            rows.append("| \(role) | " + cells.joined(separator: " | ") + " |")
        }
        return rows
    }

    /// Code lines per layer: what the code is for, comparable across patterns (`Layer.map` says
    /// which role is which layer in each pattern; metrics/README.md shows the map).
    static func layerTable(_ report: MetricsReport, app: String) -> [String] {
        let variants = report.variants.filter { $0.app == app }
        guard !variants.isEmpty else { return [] }
        let unclassified = "unclassified"
        func layers(of variant: MetricsReport.Variant) -> [String: (lines: Int, files: Int)] {
            var sums: [String: (lines: Int, files: Int)] = [:]
            for (role, totals) in variant.roles {
                let layer = Layer.of(role: role, in: variant.pattern)?.rawValue ?? unclassified
                sums[layer] = ((sums[layer]?.lines ?? 0) + totals.codeLines, (sums[layer]?.files ?? 0) + totals.files)
            }
            return sums
        }
        let columns =
            Layer.allCases.map(\.rawValue)
            + (variants.contains { layers(of: $0)[unclassified] != nil } ? [unclassified] : [])
        return [
            "### \(app): code lines per layer (files)",
            "",
            "| pattern | " + columns.joined(separator: " | ") + " |",
            "|---|" + columns.map { _ in "---:" }.joined(separator: "|") + "|",
        ]
            + variants.map { variant in
                let sums = layers(of: variant)
                return "| \(variant.pattern) | "
                    + columns.map { sums[$0].map { "\($0.lines) (\($0.files))" } ?? "–" }.joined(separator: " | ")
                    + " |"
            }
    }

    /// Code lines of each screen in each pattern: what a teacher puts on a slide.
    static func screenTable(_ report: MetricsReport, app: String) -> [String] {
        let variants = report.variants.filter { $0.app == app }
        let screens =
            Set(variants.flatMap(\.screens.keys)).subtracting([MetricsReport.appLevel]).sorted()
            + (variants.contains { $0.screens[MetricsReport.appLevel] != nil } ? [MetricsReport.appLevel] : [])
        guard !screens.isEmpty else { return [] }
        return [
            "### \(app): code lines per screen",
            "",
            "| screen | " + variants.map(\.pattern).joined(separator: " | ") + " |",
            "|---|" + variants.map { _ in "---:" }.joined(separator: "|") + "|",
        ]
            + screens.map { screen in
                let name = screen == MetricsReport.appLevel ? "outside the screens (flow, launch, main)" : "`\(screen)`"
                return "| \(name) | "
                    + variants.map { $0.screens[screen].map(String.init) ?? "–" }.joined(separator: " | ") + " |"
            }
    }

    /// The seed article's claim, "most controllers under 50 lines", in every pattern: a file is
    /// one type, so its lines are a controller's, a view's, a presenter's….
    static func unitsTable(_ report: MetricsReport) -> [String] {
        guard let rows = report.units?.rows, !rows.isEmpty else { return [] }
        return [
            "## The files a screen is made of",
            "",
            "One type per file: in MVC-Composition a file is a controller, a container or a child. Code lines; the files beside the screens and those both apps share count with each app.",
            "",
            "| pattern | app | files | per screen | median lines | under 50 lines | longest |",
            "|---|---|---:|---:|---:|---:|---|",
        ]
            + rows.map { row in
                let perScreen = row.screens == 0 ? "–" : format(Double(row.files) / Double(row.screens))
                return
                    "| \(Layer.spokenName(of: row.pattern)) | \(row.app) | \(row.files) | \(perScreen) | \(row.medianCodeLines) | \(row.filesUnderFifty) of \(row.files) | \(row.longestCodeLines) (`\(row.longestFile)`) |"
            }
    }

    /// MVC-Composition's children that two screens or more show, and the lines writing each
    /// once saves against writing it per screen.
    static func reuseTable(_ report: MetricsReport) -> [String] {
        guard let reused = report.units?.reused, !reused.isEmpty else { return [] }
        let saved = reused.map(\.linesSaved).reduce(0, +)
        return [
            "## MVC-Composition: children reused",
            "",
            "\(reused.count) children are shown by two screens or more; written once, they save \(saved) code lines against a copy per screen.",
            "",
            "| child | for | code lines | screens | lines saved |",
            "|---|---|---:|---|---:|",
        ]
            + reused.map { child in
                "| `\(child.name)` | \(child.app) | \(child.codeLines) | \(child.screens.count): \(child.screens.joined(separator: ", ")) | \(child.linesSaved) |"
            }
    }

    static func timeTable(_ report: MetricsReport, app: String) -> [String] {
        let variants = report.variants.filter { $0.app == app }
        guard !variants.isEmpty else { return [] }
        guard let runs = variants.lazy.compactMap({ $0.builds?.clean.runs.count }).first else {
            return ["### \(app): build and test times", "", "Not measured (--quick)."]
        }
        let baseline = report.variant("MVC", app)
        var rows = [
            "### \(app): build and test times (median of \(runs) runs, fastest–slowest)"
                + (measuredOn(report).isEmpty ? "" : ", measured \(report.testsMeasuredDate ?? "")"),
            "",
            "| pattern | clean build of its targets | vs MVC | incremental build | vs MVC | file touched | its unit tests run | vs MVC |",
            "|---|---:|---:|---:|---:|---|---:|---:|",
        ]
        for variant in variants {
            let builds = variant.builds
            let touched =
                builds.map {
                    "`" + ($0.touchedFile.split(separator: "/").last.map(String.init) ?? $0.touchedFile) + "`"
                } ?? "–"
            rows.append(
                "| \(variant.pattern) | \(seconds(builds?.clean)) | \(difference(builds?.clean, from: baseline?.builds?.clean)) | \(seconds(builds?.incremental)) | \(difference(builds?.incremental, from: baseline?.builds?.incremental)) | \(touched) | \(seconds(variant.testRun)) | \(difference(variant.testRun, from: baseline?.testRun)) |"
            )
        }
        rows += [
            "",
            "Where a pattern's fastest–slowest range overlaps MVC's, the two are the same within this machine's noise. Where the ranges are apart, the difference is given as a range — from the two nearest runs to the two farthest — because \(runs) runs on a shared machine tell which is slower, not by how much.",
        ]
        return rows
    }

    static func runTimeTable(_ report: MetricsReport) -> [String] {
        guard let date = report.runTimesDate, let size = report.runTimes.first?.listSize else {
            return ["## Run time", "", "Not measured: `make bench` measures it and adds it here."]
        }
        var rows = ["## Run time (make bench, \(date); release builds)"]
        // One table per app: a list of players and a grid of cards do not compare.
        for app in report.runTimes.map(\.app).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            rows += [
                "",
                "### \(app): run time",
                "",
                "| pattern | start (budget < 150 ms) | list of \(size) (< 100 ms) | one key, median / p99 (< 16 ms) | peak memory, demo data → \(size) |",
                "|---|---:|---:|---:|---:|",
            ]
            for run in report.runTimes where run.app == app {
                let start = String(format: "%.0f ms", run.startMilliseconds)
                let list = String(format: "%.1f ms", run.listMilliseconds)
                let key = String(format: "%.2f / %.2f ms", run.keyMedianMilliseconds, run.keyP99Milliseconds)
                let memory = String(format: "%.0f → %.0f MB", run.demoPeakMemoryMegabytes, run.peakMemoryMegabytes)
                rows.append("| \(run.pattern) | \(start) | \(list) | \(key) | \(memory) |")
            }
        }
        rows += [
            "",
            "Each figure is one `make bench` run's median, with no range beside it, so no difference between patterns is read from it: what these tables show is that every variant is within its budget. Differences of a few milliseconds here come and go between runs.",
        ]
        return rows
    }

    static func testTable(_ report: MetricsReport) -> [String] {
        let baseline = report.tests.first { $0.pattern == "MVC" }?.totals
        return [
            "## Unit tests of the presentation (Tests/<Pattern>Tests, both apps)",
            "",
            "| pattern | tests | vs MVC | test code lines | vs MVC | tests per 100 presentation lines |",
            "|---|---:|---:|---:|---:|---:|",
        ]
            + report.tests.map { tests in
                let totals = tests.totals
                let presentation = report.variants.filter { $0.pattern == tests.pattern }.map(\.total.codeLines).reduce(
                    0, +)
                let density =
                    presentation > 0 ? String(format: "%.1f", Double(totals.tests) / Double(presentation) * 100) : "–"
                return
                    "| \(tests.pattern) | \(totals.tests) | \(difference(totals.tests, from: baseline?.tests)) | \(totals.codeLines) | \(difference(totals.codeLines, from: baseline?.codeLines)) | \(density) |"
            } + [
                "",
                "A test here is one `@Test` of the pattern's own unit tests, however many cases it runs. The count follows the roles: a pattern whose logic sits in fewer types can cover it with fewer tests, so fewer tests does not by itself mean less tested — the coverage by its unit tests, in each app's code table, says how much of the code they run.",
            ]
    }

    static func sharedTable(_ report: MetricsReport) -> [String] {
        [
            "## Shared (written once, used by every variant)",
            "",
            "| module | files | code lines | types | functions | complexity mean / max | line coverage |",
            "|---|---:|---:|---:|---:|---:|---:|",
        ]
            + report.shared.map { module in
                let totals = module.totals
                return
                    "| \(module.module) | \(totals.files) | \(totals.codeLines) | \(totals.types) | \(totals.functions) | \(format(totals.meanComplexity)) / \(totals.maxComplexity) | \(percent(module.coverage, measured: report.testsMeasured)) |"
            }
    }

    static func referenceTable(_ report: MetricsReport) -> [String] {
        let ourMVC = report.variant("MVC", "Football Gather")?.total.codeLines
        let theirMVC = ReferenceMetrics.footballGather.first?.codeLines
        return [
            "## Beside the originals (Football Gather iOS, as a share of each side's own MVC)",
            "",
            "The originals are the iOS projects this workshop's apps were written after: Football Gather in one Xcode project per pattern, My Cards in MVC only. Their code lines were counted from the public repositories the same way (no blank or comment lines), but each of their projects also holds its own copy of networking and storage, which ours keep once in `Shared/`, and they are UIKit apps: absolute numbers do not compare. What compares is each pattern's size as a share of its own MVC.",
            "",
            "| pattern | originals' code lines | originals vs MVC | ours | ours vs MVC |",
            "|---|---:|---:|---:|---:|",
        ]
            + ReferenceMetrics.footballGather.map { row in
                let ours = report.variant(row.pattern, "Football Gather")?.total.codeLines
                return
                    "| \(row.pattern) | \(row.codeLines) | \(ratio(row.codeLines, to: theirMVC)) | \(ours.map(String.init) ?? "not built yet") | \(ours.map { ratio($0, to: ourMVC) } ?? "–") |"
            }
            + Layer.patterns.filter { pattern in !ReferenceMetrics.footballGather.contains { $0.pattern == pattern } }
            .compactMap { pattern in
                // A pattern the originals were not written in (UDF): ours alone.
                report.variant(pattern, "Football Gather").map {
                    "| \(pattern) | no original | – | \($0.total.codeLines) | \(ratio($0.total.codeLines, to: ourMVC)) |"
                }
            } + [
                "",
                "My Cards iOS (MVC only): \(ReferenceMetrics.myCardsMVC.codeLines) code lines in \(ReferenceMetrics.myCardsMVC.files) files, \(ReferenceMetrics.myCardsMVC.unitTests) unit tests.",
            ]
    }

    /// "+12 %", "−5 %", "=" for MVC itself, "–" without a baseline.
    static func difference(_ value: Int, from baseline: Int?) -> String {
        difference(Double(value), from: baseline.map(Double.init))
    }

    /// How two timings differ, as far as a few runs on a shared machine can tell: where the
    /// fastest–slowest ranges overlap, or either is a single run, "same within noise"; else the
    /// range of the difference, from the two nearest runs to the two farthest ("+39 % to
    /// +160 %"), never one figure from two medians.
    static func difference(_ sample: TimingSample?, from baseline: TimingSample?) -> String {
        guard let sample, let baseline else { return "–" }
        if sample == baseline { return "=" }
        guard sample.runs.count > 1, baseline.runs.count > 1,
            sample.slowest < baseline.fastest || baseline.slowest < sample.fastest
        else { return "same within noise" }
        let slower = sample.fastest > baseline.slowest
        let nearest =
            slower
            ? difference(sample.fastest, from: baseline.slowest) : difference(sample.slowest, from: baseline.fastest)
        let farthest =
            slower
            ? difference(sample.slowest, from: baseline.fastest) : difference(sample.fastest, from: baseline.slowest)
        return nearest == farthest ? nearest : "\(nearest) to \(farthest)"
    }

    static func difference(_ value: Double, from baseline: Double?) -> String {
        guard let baseline, baseline > 0 else { return "–" }
        let change = (value - baseline) / baseline * 100
        if change.rounded() == 0 { return "=" }
        return (change > 0 ? "+" : "−") + "\(Int(abs(change).rounded())) %"
    }

    /// "1.15×"
    static func ratio(_ value: Int, to baseline: Int?) -> String {
        guard let baseline, baseline > 0 else { return "–" }
        return String(format: "%.2f×", Double(value) / Double(baseline))
    }

    /// "93.4 %", or why there is no figure: not measured, or code no test binary holds (a command).
    static func percent(_ value: Double?, measured: Bool) -> String {
        value.map { String(format: "%.1f %%", $0) }
            ?? (measured ? "– (an executable, not in the test binary)" : "not measured (--quick)")
    }

    /// "12.3 s (11.9–13.0)"; "–" when not measured.
    static func seconds(_ sample: TimingSample?) -> String {
        guard let sample else { return "–" }
        return String(format: "%.1f s (%.1f–%.1f)", sample.median, sample.fastest, sample.slowest)
    }

    static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
