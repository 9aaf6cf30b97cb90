import Foundation
import Testing

@testable import MetricsKit

@Suite("Report")
struct ReportTests {
    let files = [
        FileMetrics(
            path: "Variants/MVC/Gather/Login/LoginController.swift", codeLines: 100, types: 1, protocols: 0,
            functions: [FunctionMetrics(name: "a", codeLines: 20, complexity: 3)], tests: 0),
        FileMetrics(
            path: "Variants/MVC/Gather/Login/LoginView.swift", codeLines: 20, types: 1, protocols: 0,
            functions: [FunctionMetrics(name: "init", codeLines: 10, complexity: 1)], tests: 0),
        FileMetrics(
            path: "Variants/MVVM/Gather/Login/LoginViewModel.swift", codeLines: 90, types: 1, protocols: 0,
            functions: [], tests: 0),
        FileMetrics(
            path: "Variants/MVVM/Gather/Login/LoginView.swift", codeLines: 60, types: 1, protocols: 0, functions: [],
            tests: 0),
        FileMetrics(
            path: "Tests/MVCTests/LoginTests.swift", codeLines: 50, types: 1, protocols: 0, functions: [], tests: 4),
        FileMetrics(path: "Shared/Domain/Score.swift", codeLines: 30, types: 1, protocols: 0, functions: [], tests: 0),
    ]

    private func makeReport() -> MetricsReport {
        MetricsReport(
            files: files, patterns: ["MVC", "MVVM", "MVP"], apps: ["Football Gather"],
            environment: .init(date: "2026-11-22", toolchain: "Swift 6.3.1", cores: 2))
    }

    @Test func variantsAreSummedPerRoleAndMissingOnesNamed() {
        let sut = makeReport()

        #expect(sut.variant("MVC", "Football Gather")?.total.codeLines == 120)
        #expect(sut.variant("MVC", "Football Gather")?.roles["Controller"]?.codeLines == 100)
        #expect(sut.variant("MVC", "Football Gather")?.total.meanComplexity == 2)
        #expect(sut.variant("MVVM", "Football Gather")?.roles["ViewModel"]?.files == 1)
        #expect(sut.notBuiltYet == ["Football Gather in MVP"])
        #expect(sut.tests.map(\.totals.tests) == [4])
        #expect(sut.shared.map(\.module) == ["Domain"])
    }

    @Test func theMarkdownShowsEachPatternAsADifferenceFromMVC() {
        let markdown = MarkdownReport.render(makeReport())

        #expect(markdown.contains("| MVC | 2 | 120 | = | 2 | 0 | 2 | 20 | 2.0 / 3 | not measured (--quick) |"))
        #expect(!markdown.lowercased().contains("testab"), "the report says tested, never testable")
        #expect(markdown.contains("| MVVM | 2 | 150 | +25 % |"))
        #expect(markdown.contains("- Football Gather in MVP"))
        #expect(markdown.contains("| VIPER | 3831 | 1.75× | not built yet | – |"))
        #expect(
            markdown.contains("| role | MVC | MVVM |"), "the role table has a pattern a column, so it fits a screen")
        #expect(markdown.contains("| Controller | 100 (1) | – |"))
        #expect(markdown.contains("| View | 20 (1) | 60 (1) |"))
    }

    /// A pattern the originals were not written in has its row, its own size beside ours.
    @Test func aPatternWithNoOriginalIsShownBesideOurMVC() {
        let udf = FileMetrics(
            path: "Variants/UDF/Gather/Login/LoginFeature.swift", codeLines: 180, types: 3, protocols: 0, functions: [],
            tests: 0)
        let report = MetricsReport(
            files: files + [udf], patterns: ["MVC", "UDF"], apps: ["Football Gather"],
            environment: .init(date: "2026-11-28", toolchain: "Swift 6.3.1", cores: 2))

        let markdown = MarkdownReport.render(report)

        #expect(markdown.contains("| UDF | no original | – | 180 | 1.50× |"))
    }

    @Test func theJSONReadsBackAsTheSameReport() throws {
        let report = makeReport()

        #expect(try JSONReport.read(JSONReport.render(report)) == report)
    }

    @Test func theHTMLHasItsChartsAndTablesAndNoExternalAssets() {
        let html = HTMLReport.render(makeReport())

        #expect(html.contains("<svg"))
        #expect(html.contains("<table>"))
        #expect(
            !html.contains("http://")
                || html.components(separatedBy: "http://").dropFirst().allSatisfy {
                    $0.hasPrefix("www.w3.org/2000/svg")
                })
        #expect(!html.contains("src="))
    }

    @Test func coverageCountsAPatternsSharedCodeWithEachApp() {
        var sut = makeReport()

        sut.addCoverage([
            "MVC|Football Gather": .init(lines: 100, covered: 90),
            "MVVM|Football Gather": .init(lines: 100, covered: 80),
            "MVVM|Both apps": .init(lines: 100, covered: 100),
            "Shared|Domain": .init(lines: 50, covered: 25),
        ])

        #expect(sut.variant("MVC", "Football Gather")?.coverage == 90)
        #expect(sut.variant("MVVM", "Football Gather")?.coverage == 90)
        #expect(sut.shared.first?.coverage == 50)
        let markdown = MarkdownReport.render(sut)
        #expect(markdown.contains("| complexity mean / max | lines run by all tests |"))
        #expect(markdown.contains("| 2.0 / 3 | 90.0 % |"))
    }

    @Test func whatThePatternsOwnUnitTestsRunIsShownPerLayer() throws {
        var sut = makeReport()
        sut.addCoverage([:])

        sut.addUnitTestCoverage(
            pattern: "MVC", app: "Football Gather",
            [
                "MVC|Football Gather|view": .init(lines: 20, covered: 18),
                "MVC|Football Gather|presentation logic": .init(lines: 100, covered: 92),
            ])
        sut.addUnitTestCoverage(
            pattern: "MVVM", app: "Football Gather",
            [
                "MVVM|Football Gather|presentation logic": .init(lines: 90, covered: 81),
                "MVVM|Football Gather|view": .init(lines: 60, covered: 0),
                "MVVM|Both apps|view": .init(lines: 40, covered: 10),
            ])

        let markdown = MarkdownReport.render(sut)
        #expect(markdown.contains("### Football Gather: lines run by the pattern's own unit tests, per layer"))
        #expect(markdown.contains("| pattern | view | presentation logic |"))
        #expect(markdown.contains("| MVC | 90 % of 20 | 92 % of 100 |"))
        #expect(
            markdown.contains("| MVVM | 10 % of 100 | 90 % of 90 |"),
            "a pattern's code for both apps counts with each app")
        #expect(!markdown.lowercased().contains("testab"))
        #expect(try JSONReport.read(JSONReport.render(sut)) == sut)
    }

    @Test func quickKeepsTheLastFullRunsFiguresWithTheirDate() {
        var last = makeReport()
        last.addCoverage([
            "MVC|Football Gather": .init(lines: 100, covered: 90), "Shared|Domain": .init(lines: 50, covered: 25),
        ])
        last.addUnitTestCoverage(
            pattern: "MVC", app: "Football Gather", ["MVC|Football Gather|view": .init(lines: 20, covered: 18)])
        last.addTimes(
            pattern: "MVC", app: "Football Gather",
            builds: BuildTimes(
                clean: TimingSample(runs: [10, 12, 11]), incremental: TimingSample(runs: [4, 4, 5]),
                touchedFile: "Variants/MVC/Gather/Login/LoginController.swift"),
            testRun: TimingSample(runs: [2, 2, 2])
        )
        var quick = MetricsReport(
            files: files, patterns: ["MVC", "MVVM", "MVP"], apps: ["Football Gather"],
            environment: .init(date: "2026-11-25", toolchain: "Swift 6.3.1", cores: 2))

        quick.keepMeasuredFigures(of: last)

        #expect(quick.variant("MVC", "Football Gather")?.coverage == 90)
        #expect(quick.shared.first?.coverage == 50)
        #expect(quick.variant("MVC", "Football Gather")?.builds == last.variant("MVC", "Football Gather")?.builds)
        let markdown = MarkdownReport.render(quick)
        #expect(!markdown.contains("not measured (--quick)"), "nothing measured is blanked")
        #expect(
            markdown.contains(
                "measured 2026-11-22 (commit not recorded), the last full run, older than the code above (this report was written with --quick)"
            ))
        #expect(markdown.contains("The coverage, build and test times are older than the code they describe"))
        #expect(markdown.contains("build and test times (median of 3 runs, fastest–slowest), measured 2026-11-22"))
        #expect(markdown.contains("| MVC | 90 % of 20 |"))
    }

    /// Every figure says the code it describes: the report's commit at the top, and figures a
    /// --quick report keeps from an earlier run say theirs, older than the code.
    @Test func eachFigureCarriesTheCommitItWasMeasuredAt() {
        var last = makeReport()
        last.environment.commit = "004d73b"
        last.addCoverage(["MVC|Football Gather": .init(lines: 10, covered: 9)])
        var quick = MetricsReport(
            files: [], patterns: ["MVC"], apps: ["Football Gather"],
            environment: .init(date: "2026-11-27", toolchain: "Swift", cores: 2, commit: "34e0d81"))

        quick.keepMeasuredFigures(of: last)
        let markdown = MarkdownReport.render(quick)

        #expect(markdown.contains("Measured 2026-11-27 at commit 34e0d81 with Swift on 2 cores."))
        #expect(
            markdown.contains("measured 2026-11-22 at commit 004d73b, the last full run, older than the code above"))
        #expect(MarkdownReport.measuredOn(last).isEmpty, "a full run's figures are of its own code")
    }

    @Test func buildAndTestTimesShowTheirMedianAndRangeAndEachPatternBesideMVC() throws {
        var sut = makeReport()

        sut.addTimes(
            pattern: "MVC", app: "Football Gather",
            builds: BuildTimes(
                clean: TimingSample(runs: [10, 12, 11]), incremental: TimingSample(runs: [4, 4, 5]),
                touchedFile: "Variants/MVC/Gather/PlayerAdd/PlayerAddController.swift"),
            testRun: TimingSample(runs: [2, 2.2, 2.1])
        )
        sut.addTimes(
            pattern: "MVVM", app: "Football Gather",
            builds: BuildTimes(
                clean: TimingSample(runs: [13.2, 13.2, 13.2]), incremental: TimingSample(runs: [4.4, 3.9, 4.1]),
                touchedFile: "Variants/MVVM/Gather/PlayerAdd/PlayerAddViewModel.swift"),
            testRun: TimingSample(runs: [1, 1, 1])
        )

        let markdown = MarkdownReport.render(sut)
        #expect(markdown.contains("build and test times (median of 3 runs, fastest–slowest)"))
        #expect(
            markdown.contains(
                "| MVC | 11.0 s (10.0–12.0) | = | 4.0 s (4.0–5.0) | = | `PlayerAddController.swift` | 2.1 s (2.0–2.2) | = |"
            ))
        // Clean builds 13.2 against 10–12 and test runs 1 against 2–2.2 do not overlap: a
        // finding, given as the range the runs allow (13.2 against 12, then against 10).
        // Incremental builds 3.9–4.4 against 4–5 overlap: noise, whatever the medians.
        #expect(
            markdown.contains(
                "| MVVM | 13.2 s (13.2–13.2) | +10 % to +32 % | 4.1 s (3.9–4.4) | same within noise | `PlayerAddViewModel.swift` | 1.0 s (1.0–1.0) | −50 % to −55 % |"
            ))
        #expect(try JSONReport.read(JSONReport.render(sut)) == sut)
        let html = HTMLReport.render(sut)
        #expect(html.contains("11.0 s (10.0–12.0)</text>"))
        #expect(
            html.contains("13.2 s (13.2–13.2) · vs MVC +10 % to +32 %</text>"), "the chart says what the table says")
        #expect(
            html.contains("4.1 s (3.9–4.4) · same as MVC within noise</text>"),
            "a chart of ranges ranks nothing the table calls equal")
    }

    @Test func withoutTimingTheReportSaysSo() {
        #expect(
            MarkdownReport.render(makeReport()).contains(
                "### Football Gather: build and test times\n\nNot measured (--quick)."))
    }

    @Test func benchFiguresAddARunTimeSectionForTheVariantsOfTheReport() throws {
        var sut = makeReport()
        let bench = """
            {"date": "2026-11-22", "table": [], "variants": [
              {"pattern": "MVC", "app": "Football Gather", "startMilliseconds": 41.2, "listMilliseconds": 30.25, "keyMedianMilliseconds": 0.5,
               "keyP99Milliseconds": 1.25, "peakMemoryMegabytes": 60, "demoPeakMemoryMegabytes": 40, "listSize": 10000},
              {"pattern": "VIP", "app": "Football Gather", "startMilliseconds": 1, "listMilliseconds": 1, "keyMedianMilliseconds": 1,
               "keyP99Milliseconds": 1, "peakMemoryMegabytes": 1, "demoPeakMemoryMegabytes": 1, "listSize": 10000}
            ]}
            """

        sut.addRunTimes(try BenchFigures.read(Data(bench.utf8)))

        #expect(sut.runTimes.map(\.pattern) == ["MVC"])
        let markdown = MarkdownReport.render(sut)
        #expect(
            markdown.contains("## Run time (make bench, 2026-11-22; release builds)\n\n### Football Gather: run time"),
            "a table per app")
        #expect(markdown.contains("| MVC | 41 ms | 30.2 ms | 0.50 / 1.25 ms | 40 → 60 MB |"))
        #expect(markdown.contains("no difference between patterns is read from it"), "one run each: no finding")
        #expect(throws: CommandRunner.Failure.self) { try BenchFigures.read(Data("{}".utf8)) }
    }

    @Test func withoutBenchFiguresTheRunTimeSectionSaysHowToGetThem() {
        #expect(
            MarkdownReport.render(makeReport()).contains(
                "## Run time\n\nNot measured: `make bench` measures it and adds it here."))
    }

    @Test func aSingleRunIsNoFindingEvenFarFromTheOther() {
        #expect(
            MarkdownReport.difference(TimingSample(runs: [4.6]), from: TimingSample(runs: [6.7])) == "same within noise"
        )
        #expect(
            MarkdownReport.difference(TimingSample(runs: [4.6, 4.7]), from: TimingSample(runs: [6.7, 6.8]))
                == "−30 % to −32 %")
    }

    @Test func linesPerScreenAreTheScreensFoldersAndWhatIsOutsideThem() {
        let files = [
            FileMetrics(
                path: "Variants/MVVM/Gather/PlayerAdd/PlayerAddView.swift", codeLines: 30, types: 1, protocols: 0,
                functions: [], tests: 0),
            FileMetrics(
                path: "Variants/MVVM/Gather/PlayerAdd/PlayerAddViewModel.swift", codeLines: 40, types: 1, protocols: 0,
                functions: [], tests: 0),
            FileMetrics(
                path: "Variants/MVVM/Gather/GatherCoordinator.swift", codeLines: 100, types: 1, protocols: 0,
                functions: [], tests: 0),
            FileMetrics(
                path: "Variants/MVVM/GatherApp/main.swift", codeLines: 12, types: 1, protocols: 0, functions: [],
                tests: 0),
        ]
        let sut = MetricsReport(
            files: files, patterns: ["MVVM"], apps: ["Football Gather"],
            environment: .init(date: "2026-11-24", toolchain: "Swift", cores: 2))

        #expect(sut.variant("MVVM", "Football Gather")?.screens == ["PlayerAdd": 70, MetricsReport.appLevel: 112])
        let markdown = MarkdownReport.render(sut)
        #expect(markdown.contains("| `PlayerAdd` | 70 |"))
        #expect(markdown.contains("| outside the screens (flow, launch, main) | 112 |"))
    }

    @Test func codeNamesAreCodeInTheHTMLAndEachChartFollowsItsTable() {
        var sut = makeReport()
        sut.addTimes(
            pattern: "MVC", app: "Football Gather",
            builds: BuildTimes(
                clean: TimingSample(runs: [10, 12, 11]), incremental: TimingSample(runs: [4, 4, 5]),
                touchedFile: "Variants/MVC/Gather/PlayerAdd/PlayerAddController.swift"),
            testRun: TimingSample(runs: [2, 2.2, 2.1])
        )

        let html = HTMLReport.render(sut)

        #expect(html.contains("<code>PlayerAddController.swift</code>"))
        #expect(!html.contains("`"), "no literal backticks")
        let buildTable = html.range(of: "Football Gather: build and test times")
        let buildChart = html.range(
            of: "Football Gather: clean build of its targets, seconds — each pattern's fastest to slowest run")
        let nextSection = html.range(of: "My Cards: code per pattern")
        #expect(buildTable != nil && buildChart != nil)
        if let buildTable, let buildChart, let nextSection {
            #expect(buildTable.upperBound < buildChart.lowerBound && buildChart.upperBound < nextSection.lowerBound)
        }
    }

    @Test func theLayerTableSumsEachPatternsRolesByWhatTheyAreFor() {
        let markdown = MarkdownReport.render(makeReport())

        #expect(
            markdown.contains(
                "| pattern | view | presentation logic | business logic | navigation | assembly | contracts |"))
        #expect(markdown.contains("| MVC | 20 (1) | 100 (1) | – | – | – | – |"))
        #expect(markdown.contains("| MVVM | 60 (1) | 90 (1) | – | – | – | – |"))
    }
}
