import Foundation

extension MetricsReport {
    /// One rule of the patterns as this run found it: which patterns it binds and, for each, the
    /// places it is broken (none: it holds).
    public struct RuleCheck: Codable, Hashable, Sendable {
        public var statement: String
        public var patterns: [String]
        /// "Variants/MVP/…/LoginView.swift:12: …", by pattern; a pattern the rule binds and that
        /// breaks it nowhere has an empty list.
        public var findings: [String: [String]]
    }

    /// Checks every architecture rule on the package at `root`, as `Tests/ArchitectureTests` does.
    public mutating func addRuleChecks(root: URL) throws {
        rules = try ArchitectureRule.check(root: root).map { rule, findings in
            RuleCheck(
                statement: rule.statement, patterns: rule.patterns,
                findings: Dictionary(
                    uniqueKeysWithValues: rule.patterns.map { pattern in
                        (pattern, findings.filter { $0.path.hasPrefix("Variants/\(pattern)/") }.map(\.description))
                    }))
        }
    }
}

extension MarkdownReport {
    /// Each rule against each pattern: holds, broken (how often, and the first place), or not
    /// that pattern's rule.
    static func ruleTable(_ report: MetricsReport) -> [String] {
        guard let rules = report.rules, !rules.isEmpty else { return [] }
        let patterns = ArchitectureRule.allPatterns.filter { pattern in rules.contains { $0.findings[pattern] != nil } }
        var lines = [
            "## The patterns' rules, checked on this code",
            "",
            "Each rule is also a test in `Tests/ArchitectureTests`, which reads `Variants/` with swift-syntax and names the file and line that break it; "
                + "`–`: not that pattern's rule. A rule here holds for this code base as it was measured.",
            "",
            "| rule | " + patterns.joined(separator: " | ") + " |",
            "|---|" + patterns.map { _ in "---|" }.joined(),
        ]
        var broken: [String] = []
        for rule in rules {
            let cells = patterns.map { pattern -> String in
                guard let findings = rule.findings[pattern] else { return "–" }
                if let first = findings.first { broken.append(first) }
                return findings.isEmpty ? "holds" : "broken (\(findings.count))"
            }
            lines.append("| \(rule.statement) | " + cells.joined(separator: " | ") + " |")
        }
        if !broken.isEmpty {
            lines += ["", "Where a rule is broken first, per pattern:", ""] + broken.map { "- `\($0)`" }
        }
        return lines
    }
}
