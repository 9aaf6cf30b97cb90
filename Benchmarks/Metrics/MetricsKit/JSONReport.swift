import Foundation

/// The report as JSON: everything measured, keys sorted so two runs diff cleanly.
public enum JSONReport {
    public static func render(_ report: MetricsReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }

    public static func read(_ json: String) throws -> MetricsReport {
        try JSONDecoder().decode(MetricsReport.self, from: Data(json.utf8))
    }
}
