import Foundation

/// Line coverage from the JSON `llvm-cov export` writes (SwiftPM's `swift test
/// --enable-code-coverage` leaves it at `swift test --show-codecov-path`), per file, and summed
/// per variant and per shared module.
public enum CoverageReader {
    public struct FileCoverage: Hashable, Sendable {
        public let path: String
        public let lines: Int
        public let covered: Int
    }

    private struct Export: Decodable {
        struct Entry: Decodable {
            let files: [File]
        }

        struct File: Decodable {
            let filename: String
            let summary: Summary
        }

        struct Summary: Decodable {
            let lines: Count
        }

        struct Count: Decodable {
            let count: Int
            let covered: Int
        }

        let data: [Entry]
    }

    /// The package's own files of the export (those under `SourceTree.folders` of `root`),
    /// their paths relative to `root`; dependencies and build folders are left out.
    public static func read(_ json: Data, root: String) throws -> [FileCoverage] {
        let export = try JSONDecoder().decode(Export.self, from: json)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return export.data.flatMap(\.files).compactMap { file in
            guard file.filename.hasPrefix(prefix) else { return nil }
            let path = String(file.filename.dropFirst(prefix.count))
            guard let folder = path.split(separator: "/").first, SourceTree.folders.contains(String(folder)) else {
                return nil
            }
            return FileCoverage(path: path, lines: file.summary.lines.count, covered: file.summary.lines.covered)
        }
    }

    /// Lines and lines covered, summed.
    public struct LineCount: Codable, Hashable, Sendable {
        public var lines = 0
        public var covered = 0

        public init(lines: Int = 0, covered: Int = 0) {
            self.lines = lines
            self.covered = covered
        }

        /// Percent of the lines run by the tests; `nil` without lines.
        public var percent: Double? { lines > 0 ? Double(covered) / Double(lines) * 100 : nil }

        public static func + (lhs: LineCount, rhs: LineCount) -> LineCount {
            LineCount(lines: lhs.lines + rhs.lines, covered: lhs.covered + rhs.covered)
        }
    }

    /// Lines per variant ("MVC|Football Gather", "MVVM|Both apps") and per shared module
    /// ("Shared|Domain"); with `byLayer`, a variant's lines per layer of `Layer` instead
    /// ("MVVM|Football Gather|view"), its roles no layer holds left out.
    public static func summarize(_ files: [FileCoverage], byLayer: Bool = false) -> [String: LineCount] {
        var sums: [String: LineCount] = [:]
        for file in files {
            let key: String
            switch SourceRole(path: file.path) {
            case .variant(let pattern, let app, let role) where byLayer:
                guard let layer = Layer.of(role: role, in: pattern) else { continue }
                key = "\(pattern)|\(app)|\(layer.rawValue)"
            case .variant(let pattern, let app, _): key = "\(pattern)|\(app)"
            case .shared where byLayer: continue
            case .shared(let module): key = "Shared|\(module)"
            case .patternTests, .other: continue
            }
            sums[key, default: LineCount()] =
                sums[key, default: LineCount()] + LineCount(lines: file.lines, covered: file.covered)
        }
        return sums
    }
}
