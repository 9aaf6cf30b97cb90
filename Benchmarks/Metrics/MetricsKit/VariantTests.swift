/// The unit tests of one variant: the suites in `Tests/<Pattern>Tests/<App>/`, each named after
/// its file (the tests' convention), as a `swift test --filter` expression.
public struct VariantTests: Hashable, Sendable {
    public var pattern: String
    public var app: String
    public var suites: [String]

    /// `nil` when the variant has no tests of its own.
    public init?(pattern: String, app: String, files: [FileMetrics]) {
        let suites = files.compactMap { file -> String? in
            guard file.tests > 0, SourceRole(path: file.path) == .patternTests(pattern: pattern, app: app),
                let name = file.path.split(separator: "/").last
            else { return nil }
            return String(name.dropLast(".swift".count))
        }
        guard !suites.isEmpty else { return nil }
        self.pattern = pattern
        self.app = app
        self.suites = suites.sorted()
    }

    /// Matches "<Pattern>Tests.<Suite>/…" for these suites only.
    public var filter: String {
        "^\(pattern)Tests\\.(\(suites.joined(separator: "|")))(/|$)"
    }
}
