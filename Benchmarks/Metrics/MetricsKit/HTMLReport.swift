import Foundation

/// The report as one HTML page with no external assets: the Markdown report's tables as HTML
/// tables, each followed by its SVG bar chart (code lines per role, build times, tests).
public enum HTMLReport {
    /// As many colours as a pattern has roles (fifteen suffixes and "Other" and "Entry"), so no
    /// two roles of one chart share one.
    static let roleColours = [
        "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948",
        "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac", "#86bcb6", "#d37295",
        "#1b9e77", "#7570b3", "#a6761d", "#666666", "#e7298a", "#003f5c",
    ]

    public static func render(
        _ report: MetricsReport, mutations: [MutationSummary] = [], mutationHistory: MutationHistory? = nil
    ) -> String {
        // Each chart right under the table it draws, so a reader sees both at once.
        var body: [String] = []
        for section in sections(
            of: MarkdownReport.render(report, mutations: mutations, mutationHistory: mutationHistory))
        {
            body.append(tables(fromMarkdown: section.joined(separator: "\n")))
            body += charts(under: section.first ?? "", report)
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Architecture Workshop — metrics</title>
            <style>
            body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; padding: 0 1em; max-width: 82em; color: #222; }
            table { border-collapse: collapse; margin: 0.5em 0 1.5em; display: block; max-width: 100%; overflow-x: auto; }
            th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: right; }
            td { white-space: nowrap; }
            th:first-child, td:first-child { text-align: left; }
            svg text { font: 12px system-ui, sans-serif; }
            code { font: 13px ui-monospace, monospace; background: #f3f3f3; padding: 0 0.2em; }
            h4 { margin: 0.5em 0 0.2em; font-weight: 600; }
            </style></head><body>
            \(body.joined(separator: "\n"))
            </body></html>
            """
    }

    /// The Markdown report cut at its headings, each part starting with its heading line.
    static func sections(of markdown: String) -> [[String]] {
        var sections: [[String]] = [[]]
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("## ") || line.hasPrefix("### ") { sections.append([]) }
            sections[sections.count - 1].append(line)
        }
        return sections
    }

    /// The charts of the table under `heading`, if it has any.
    static func charts(under heading: String, _ report: MetricsReport) -> [String] {
        for app in ["Football Gather", "My Cards"] {
            if heading == "### \(app): code lines per role (files)" {
                return [
                    "<h4>\(escape(app)): code lines per pattern, by role</h4>",
                    stackedBars(report.variants.filter { $0.app == app }),
                ]
            }
            if heading.hasPrefix("### \(app): build and test times") {
                let built = report.variants.filter { $0.app == app && $0.builds != nil }
                guard !built.isEmpty else { return [] }
                let baseline = built.first { $0.pattern == "MVC" }?.builds
                return [
                    ("clean build of its targets", \BuildTimes.clean),
                    ("incremental build, one screen file touched", \BuildTimes.incremental),
                ].flatMap { kind, sample in
                    [
                        "<h4>\(escape(app)): \(kind), seconds — each pattern's fastest to slowest run, its median marked; the grey band is MVC's range</h4>",
                        rangeBars(
                            built.compactMap { variant in variant.builds.map { (variant.pattern, $0[keyPath: sample]) }
                            }, baseline: baseline?[keyPath: sample]),
                    ]
                }
            }
        }
        if heading == MarkdownReport.changeCostTableHeading, !report.changeCosts.isEmpty {
            let testExercises = MarkdownReport.testsOnlyExercises(report.changeCosts)
            return [
                "<h4>Code lines each exercise's solution adds, per pattern, by layer</h4>",
                changeBars(report.changeCosts.filter { !testExercises.contains($0.exercise) }),
            ]
        }
        if heading.hasPrefix("## Unit tests of the presentation") {
            return [
                "<h4>Unit tests of the presentation, per pattern (tests)</h4>",
                bars(report.tests.map { ($0.pattern, Double($0.totals.tests), "\($0.totals.tests) tests") }),
            ]
        }
        return []
    }

    /// One bar per variant, its roles stacked, with a legend.
    static func stackedBars(_ variants: [MetricsReport.Variant]) -> String {
        let roles = Array(Set(variants.flatMap(\.roles.keys))).sorted()
        let largest = max(variants.map(\.total.codeLines).max() ?? 1, 1)
        let width = 600.0
        let rowHeight = 28.0
        let labelWidth = 70.0
        var parts: [String] = []
        for (row, variant) in variants.enumerated() {
            let y = Double(row) * rowHeight
            var x = labelWidth
            parts.append("<text x=\"0\" y=\"\(y + 17)\">\(escape(variant.pattern))</text>")
            for role in roles {
                guard let lines = variant.roles[role]?.codeLines, lines > 0 else { continue }
                let barWidth = Double(lines) / Double(largest) * width
                let colour = roleColours[(roles.firstIndex(of: role) ?? 0) % roleColours.count]
                parts.append(
                    "<rect x=\"\(format(x))\" y=\"\(y + 4)\" width=\"\(format(barWidth))\" height=\"18\" fill=\"\(colour)\"><title>\(escape(role)): \(lines)</title></rect>"
                )
                x += barWidth
            }
            parts.append("<text x=\"\(format(x + 6))\" y=\"\(y + 17)\">\(variant.total.codeLines) lines</text>")
        }
        let legendY = Double(variants.count) * rowHeight + 16
        parts += legend(roles, x: labelWidth, y: legendY, perRow: 6, spacing: 110)
        let height = legendY + Double((roles.count + 5) / 6) * 18 + 8
        return
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(labelWidth + width + 90))\" height=\"\(format(height))\">\(parts.joined())</svg>"
    }

    /// One bar per exercise and pattern, its added code lines stacked by layer, the exercises
    /// apart, with a legend of the layers.
    static func changeBars(_ costs: [ChangeCost]) -> String {
        let layers = Layer.allCases.map(\.rawValue) + ["other"]
        let largest = max(costs.map(\.totalLinesAdded).max() ?? 1, 1)
        let width = 560.0
        let rowHeight = 22.0
        let labelWidth = 110.0
        let gap = 12.0
        var parts: [String] = []
        var y = 0.0
        var previous: String?
        for cost in costs {
            if let previous, previous != cost.exercise { y += gap }
            if previous != cost.exercise {
                parts.append(
                    "<text x=\"0\" y=\"\(format(y + 14))\" font-weight=\"600\">\(escape(MarkdownReport.label(cost.exercise, cost.title)))</text>"
                )
                y += rowHeight
            }
            previous = cost.exercise
            var x = labelWidth
            parts.append("<text x=\"16\" y=\"\(format(y + 14))\">\(escape(cost.pattern))</text>")
            for (index, layer) in layers.enumerated() {
                guard let lines = cost.linesAdded[layer], lines > 0 else { continue }
                let barWidth = Double(lines) / Double(largest) * width
                parts.append(
                    "<rect x=\"\(format(x))\" y=\"\(format(y + 3))\" width=\"\(format(barWidth))\" height=\"15\" fill=\"\(roleColours[index % roleColours.count])\"><title>\(escape(layer)): \(lines)</title></rect>"
                )
                x += barWidth
            }
            parts.append("<text x=\"\(format(x + 6))\" y=\"\(format(y + 14))\">+\(cost.totalLinesAdded) lines</text>")
            y += rowHeight
        }
        let legendY = y + 18
        parts += legend(layers, x: labelWidth, y: legendY, perRow: 4, spacing: 150)
        let height = legendY + Double((layers.count + 3) / 4) * 18 + 4
        return
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(labelWidth + width + 90))\" height=\"\(format(height))\">\(parts.joined())</svg>"
    }

    /// A chart's legend: each name beside a square of its colour, `perRow` to a row.
    static func legend(_ names: [String], x: Double, y: Double, perRow: Int, spacing: Double) -> [String] {
        names.enumerated().flatMap { index, name in
            let left = x + Double(index % perRow) * spacing
            let baseline = y + Double(index / perRow) * 18
            return [
                "<rect x=\"\(format(left))\" y=\"\(format(baseline - 10))\" width=\"10\" height=\"10\" fill=\"\(roleColours[index % roleColours.count])\"/>",
                "<text x=\"\(format(left + 14))\" y=\"\(format(baseline))\">\(escape(name))</text>",
            ]
        }
    }

    /// One bar per value, `text` written at its end.
    static func bars(_ values: [(label: String, value: Double, text: String)]) -> String {
        let largest = max(values.map(\.value).max() ?? 1, .leastNonzeroMagnitude)
        let width = 600.0
        let rowHeight = 28.0
        let labelWidth = 70.0
        var parts: [String] = []
        for (row, item) in values.enumerated() {
            let y = Double(row) * rowHeight
            let barWidth = item.value / largest * width
            parts.append("<text x=\"0\" y=\"\(y + 17)\">\(escape(item.label))</text>")
            parts.append(
                "<rect x=\"\(labelWidth)\" y=\"\(y + 4)\" width=\"\(format(barWidth))\" height=\"18\" fill=\"#4e79a7\"/>"
            )
            parts.append("<text x=\"\(format(labelWidth + barWidth + 6))\" y=\"\(y + 17)\">\(escape(item.text))</text>")
        }
        return
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(labelWidth + width + 90))\" height=\"\(format(Double(values.count) * rowHeight + 4))\">\(parts.joined())</svg>"
    }

    /// One row per pattern: its fastest–slowest range as a band and its median as a mark, over
    /// the baseline's range in grey, each labelled as the table words it ("same within noise")
    /// — so the picture ranks nothing the table calls equal.
    static func rangeBars(_ values: [(label: String, sample: TimingSample)], baseline: TimingSample?) -> String {
        let largest = max(values.map(\.sample.slowest).max() ?? 1, .leastNonzeroMagnitude)
        let width = 460.0
        let rowHeight = 28.0
        let labelWidth = 70.0
        let x = { (seconds: Double) in labelWidth + seconds / largest * width }
        let height = Double(values.count) * rowHeight + 4
        var parts: [String] = []
        if let baseline {
            parts.append(
                "<rect x=\"\(format(x(baseline.fastest)))\" y=\"0\" width=\"\(format(max(x(baseline.slowest) - x(baseline.fastest), 1)))\" height=\"\(format(height))\" fill=\"#e4e4e4\"/>"
            )
        }
        for (row, item) in values.enumerated() {
            let y = Double(row) * rowHeight
            let versus = baseline.map { MarkdownReport.difference(item.sample, from: $0) } ?? "–"
            let note =
                versus == "="
                ? "" : versus == "same within noise" ? " · same as MVC within noise" : " · vs MVC \(versus)"
            parts.append("<text x=\"0\" y=\"\(format(y + 17))\">\(escape(item.label))</text>")
            parts.append(
                "<rect x=\"\(format(x(item.sample.fastest)))\" y=\"\(format(y + 4))\" width=\"\(format(max(x(item.sample.slowest) - x(item.sample.fastest), 2)))\" height=\"18\" fill=\"#a0cbe8\"/>"
            )
            parts.append(
                "<rect x=\"\(format(x(item.sample.median) - 1))\" y=\"\(format(y + 2))\" width=\"3\" height=\"22\" fill=\"#1f4e79\"/>"
            )
            parts.append(
                "<text x=\"\(format(x(item.sample.slowest) + 8))\" y=\"\(format(y + 17))\">\(escape(MarkdownReport.seconds(item.sample) + note))</text>"
            )
        }
        return
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(labelWidth + width + 330))\" height=\"\(format(height))\">\(parts.joined())</svg>"
    }

    /// Headings, paragraphs and `|` tables of the Markdown report, as HTML.
    static func tables(fromMarkdown markdown: String) -> String {
        var html: [String] = []
        var inTable = false
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("|") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                if cells.allSatisfy({ $0.allSatisfy { "-:".contains($0) } }) { continue }
                let tag = inTable ? "td" : "th"
                if !inTable { html.append("<table>") }
                inTable = true
                html.append("<tr>" + cells.map { "<\(tag)>\(inline($0))</\(tag)>" }.joined() + "</tr>")
                continue
            }
            if inTable {
                html.append("</table>")
                inTable = false
            }
            if line.hasPrefix("### ") {
                html.append("<h3>\(inline(String(line.dropFirst(4))))</h3>")
            } else if line.hasPrefix("## ") {
                html.append("<h2>\(inline(String(line.dropFirst(3))))</h2>")
            } else if line.hasPrefix("# ") {
                html.append("<h1>\(escape(String(line.dropFirst(2))))</h1>")
            } else if line.hasPrefix("- ") {
                html.append("<p>• \(inline(String(line.dropFirst(2))))</p>")
            } else if !line.isEmpty {
                html.append("<p>\(inline(line))</p>")
            }
        }
        if inTable { html.append("</table>") }
        return html.joined(separator: "\n")
    }

    /// Markdown's `code` as <code> and [text](address) as a link, the rest escaped.
    static func inline(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index.isMultiple(of: 2) ? links(escape(String(part))) : "<code>\(escape(String(part)))</code>"
        }.joined()
    }

    static func links(_ escaped: String) -> String {
        escaped.replacing(/\[([^\]]+)\]\(([^)\s]+)\)/) { match in "<a href=\"\(match.2)\">\(match.1)</a>" }
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
