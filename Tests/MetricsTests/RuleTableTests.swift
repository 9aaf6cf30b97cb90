import Foundation
import Testing

@testable import MetricsKit

@Suite("Metrics · the patterns' rules")
struct RuleTableTests {
    private static let report: MetricsReport = {
        var report = MetricsReport(
            files: [], patterns: ["MVP", "VIP"], apps: ["Football Gather"],
            environment: .init(date: "2026-11-26", toolchain: "Swift", cores: 2))
        report.rules = [
            .init(
                statement: "Views never run a clock", patterns: ["MVP", "VIP"],
                findings: [
                    "MVP": [],
                    "VIP": ["Variants/VIP/Gather/Gather/GatherViewController.swift:35: a VIP view runs a clock"],
                ]),
            .init(statement: "Routers never reach an interactor", patterns: ["VIP"], findings: ["VIP": []]),
        ]
        return report
    }()

    @Test func eachRuleHoldsIsBrokenOrIsNotThePatternsAndTheFirstPlaceBrokenIsNamed() {
        let markdown = MarkdownReport.render(Self.report)

        #expect(markdown.contains("| rule | MVP | VIP |"))
        #expect(markdown.contains("| Views never run a clock | holds | broken (1) |"))
        #expect(markdown.contains("| Routers never reach an interactor | – | holds |"))
        #expect(
            markdown.contains("- `Variants/VIP/Gather/Gather/GatherViewController.swift:35: a VIP view runs a clock`"))
    }

    @Test func aReportFromBeforeTheRulesReadsAndShowsNone() throws {
        var json = try JSONReport.render(Self.report)
        json = json.replacingOccurrences(of: "\"rules\"", with: "\"rulesOfAnotherDay\"")

        let report = try JSONReport.read(json)

        #expect(report.rules == nil)
        #expect(!MarkdownReport.render(report).contains("The patterns' rules"))
    }

    /// The check `make metrics` runs is the one the tests run: every rule, each pattern it binds.
    @Test func theRepositoryIsCheckedWithEveryRule() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var report = Self.report

        try report.addRuleChecks(root: root)

        #expect(report.rules?.map(\.statement) == ArchitectureRule.all.map(\.statement))
        #expect(
            report.rules?.allSatisfy { rule in Set(rule.findings.keys) == Set(rule.patterns) } == true,
            "every pattern a rule binds has its cell")
    }
}
