import Foundation

/// The report as one HTML page with no external assets: the Markdown report's tables as HTML
/// tables, and SVG bar charts of code lines per role and of tests per pattern.
public enum HTMLReport {
    static let roleColours = [
        "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948",
        "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac", "#86bcb6", "#d37295",
    ]

    public static func render(_ report: MetricsReport) -> String {
        var body = [tables(fromMarkdown: MarkdownReport.render(report)), "<h2>Charts</h2>"]
        for app in ["Football Gather", "My Cards"] where report.variants.contains(where: { $0.app == app }) {
            body.append("<h3>\(escape(app)): code lines per pattern, by role</h3>")
            body.append(stackedBars(report.variants.filter { $0.app == app }))
        }
        for app in ["Football Gather", "My Cards"] {
            let built = report.variants.filter { $0.app == app && $0.builds != nil }
            guard !built.isEmpty else { continue }
            for (kind, sample) in [("clean build of its targets", \BuildTimes.clean), ("incremental build, one screen file touched", \BuildTimes.incremental)] {
                body.append("<h3>\(escape(app)): \(kind), median seconds</h3>")
                body.append(bars(built.compactMap { variant in
                    variant.builds.map { (variant.pattern, $0[keyPath: sample].median, String(format: "%.1f s", $0[keyPath: sample].median)) }
                }))
            }
        }
        body.append("<h3>Unit tests of the presentation, per pattern</h3>")
        body.append(bars(report.tests.map { ($0.pattern, Double($0.totals.tests), "\($0.totals.tests)") }))
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Architecture Workshop — metrics</title>
        <style>
        body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 70em; color: #222; }
        table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
        th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: right; }
        th:first-child, td:first-child { text-align: left; }
        svg text { font: 12px system-ui, sans-serif; }
        </style></head><body>
        \(body.joined(separator: "\n"))
        </body></html>
        """
    }

    /// One bar per variant, its roles stacked, with a legend.
    static func stackedBars(_ variants: [MetricsReport.Variant]) -> String {
        let roles = Array(Set(variants.flatMap(\.roles.keys))).sorted()
        let largest = max(variants.map(\.total.codeLines).max() ?? 1, 1)
        let width = 600.0, rowHeight = 28.0, labelWidth = 70.0
        var parts: [String] = []
        for (row, variant) in variants.enumerated() {
            let y = Double(row) * rowHeight
            var x = labelWidth
            parts.append("<text x=\"0\" y=\"\(y + 17)\">\(escape(variant.pattern))</text>")
            for role in roles {
                guard let lines = variant.roles[role]?.codeLines, lines > 0 else { continue }
                let barWidth = Double(lines) / Double(largest) * width
                let colour = roleColours[(roles.firstIndex(of: role) ?? 0) % roleColours.count]
                parts.append("<rect x=\"\(format(x))\" y=\"\(y + 4)\" width=\"\(format(barWidth))\" height=\"18\" fill=\"\(colour)\"><title>\(escape(role)): \(lines)</title></rect>")
                x += barWidth
            }
            parts.append("<text x=\"\(format(x + 6))\" y=\"\(y + 17)\">\(variant.total.codeLines)</text>")
        }
        let legendY = Double(variants.count) * rowHeight + 16
        for (index, role) in roles.enumerated() {
            let x = labelWidth + Double(index % 6) * 110
            let y = legendY + Double(index / 6) * 18
            parts.append("<rect x=\"\(format(x))\" y=\"\(format(y - 10))\" width=\"10\" height=\"10\" fill=\"\(roleColours[index % roleColours.count])\"/>")
            parts.append("<text x=\"\(format(x + 14))\" y=\"\(format(y))\">\(escape(role))</text>")
        }
        let height = legendY + Double((roles.count + 5) / 6) * 18 + 8
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(labelWidth + width + 60))\" height=\"\(format(height))\">\(parts.joined())</svg>"
    }

    /// One bar per value, `text` written at its end.
    static func bars(_ values: [(label: String, value: Double, text: String)]) -> String {
        let largest = max(values.map(\.value).max() ?? 1, .leastNonzeroMagnitude)
        let width = 600.0, rowHeight = 28.0, labelWidth = 70.0
        var parts: [String] = []
        for (row, item) in values.enumerated() {
            let y = Double(row) * rowHeight
            let barWidth = item.value / largest * width
            parts.append("<text x=\"0\" y=\"\(y + 17)\">\(escape(item.label))</text>")
            parts.append("<rect x=\"\(labelWidth)\" y=\"\(y + 4)\" width=\"\(format(barWidth))\" height=\"18\" fill=\"#4e79a7\"/>")
            parts.append("<text x=\"\(format(labelWidth + barWidth + 6))\" y=\"\(y + 17)\">\(escape(item.text))</text>")
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(labelWidth + width + 60))\" height=\"\(format(Double(values.count) * rowHeight + 4))\">\(parts.joined())</svg>"
    }

    /// Headings, paragraphs and `|` tables of the Markdown report, as HTML.
    static func tables(fromMarkdown markdown: String) -> String {
        var html: [String] = []
        var inTable = false
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("|") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
                if cells.allSatisfy({ $0.allSatisfy { "-:".contains($0) } }) { continue }
                let tag = inTable ? "td" : "th"
                if !inTable { html.append("<table>") }
                inTable = true
                html.append("<tr>" + cells.map { "<\(tag)>\(escape($0))</\(tag)>" }.joined() + "</tr>")
                continue
            }
            if inTable {
                html.append("</table>")
                inTable = false
            }
            if line.hasPrefix("### ") {
                html.append("<h3>\(escape(String(line.dropFirst(4))))</h3>")
            } else if line.hasPrefix("## ") {
                html.append("<h2>\(escape(String(line.dropFirst(3))))</h2>")
            } else if line.hasPrefix("# ") {
                html.append("<h1>\(escape(String(line.dropFirst(2))))</h1>")
            } else if line.hasPrefix("- ") {
                html.append("<p>• \(escape(String(line.dropFirst(2))))</p>")
            } else if !line.isEmpty {
                html.append("<p>\(escape(line))</p>")
            }
        }
        if inTable { html.append("</table>") }
        return html.joined(separator: "\n")
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
