import MetricsKit
import Testing

@Suite("Report")
struct ReportTests {
    let files = [
        FileMetrics(path: "Variants/MVC/Gather/Login/LoginController.swift", codeLines: 100, types: 1, protocols: 0, functions: [FunctionMetrics(name: "a", codeLines: 20, complexity: 3)], tests: 0),
        FileMetrics(path: "Variants/MVC/Gather/Login/LoginView.swift", codeLines: 20, types: 1, protocols: 0, functions: [FunctionMetrics(name: "init", codeLines: 10, complexity: 1)], tests: 0),
        FileMetrics(path: "Variants/MVVM/Gather/Login/LoginViewModel.swift", codeLines: 90, types: 1, protocols: 0, functions: [], tests: 0),
        FileMetrics(path: "Variants/MVVM/Gather/Login/LoginView.swift", codeLines: 60, types: 1, protocols: 0, functions: [], tests: 0),
        FileMetrics(path: "Tests/MVCTests/LoginTests.swift", codeLines: 50, types: 1, protocols: 0, functions: [], tests: 4),
        FileMetrics(path: "Shared/Domain/Score.swift", codeLines: 30, types: 1, protocols: 0, functions: [], tests: 0),
    ]

    private func makeReport() -> MetricsReport {
        MetricsReport(files: files, patterns: ["MVC", "MVVM", "MVP"], apps: ["Football Gather"], environment: .init(date: "2026-11-22", toolchain: "Swift 6.3.1", cores: 2))
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
        #expect(markdown.contains("| MVVM | 2 | 150 | +25 % |"))
        #expect(markdown.contains("- Football Gather in MVP"))
        #expect(markdown.contains("| VIPER | 3831 | 1.75× | not built yet | – |"))
    }

    @Test func theJSONReadsBackAsTheSameReport() throws {
        let report = makeReport()

        #expect(try JSONReport.read(JSONReport.render(report)) == report)
    }

    @Test func theHTMLHasItsChartsAndTablesAndNoExternalAssets() {
        let html = HTMLReport.render(makeReport())

        #expect(html.contains("<svg"))
        #expect(html.contains("<table>"))
        #expect(!html.contains("http://") || html.components(separatedBy: "http://").dropFirst().allSatisfy { $0.hasPrefix("www.w3.org/2000/svg") })
        #expect(!html.contains("src="))
    }

    @Test func coverageCountsAPatternsSharedCodeWithEachAppAndTestTimesAreShown() {
        var sut = makeReport()

        sut.addCoverage([
            "MVC|Football Gather": .init(lines: 100, covered: 90),
            "MVVM|Football Gather": .init(lines: 100, covered: 80),
            "MVVM|Both apps": .init(lines: 100, covered: 100),
            "Shared|Domain": .init(lines: 50, covered: 25),
        ])
        sut.addTestRunTimes(["MVC": 1.25])

        #expect(sut.variant("MVC", "Football Gather")?.coverage == 90)
        #expect(sut.variant("MVVM", "Football Gather")?.coverage == 90)
        #expect(sut.shared.first?.coverage == 50)
        let markdown = MarkdownReport.render(sut)
        #expect(markdown.contains("| 2.0 / 3 | 90.0 % |"))
        #expect(markdown.contains("| MVC | 4 | = | 50 | = | 1.2 s |"))
    }
}
