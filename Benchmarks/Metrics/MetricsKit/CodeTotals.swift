/// Sums over a set of files: what every table of the report shows a row of.
public struct CodeTotals: Codable, Hashable, Sendable {
    public var files = 0
    public var codeLines = 0
    public var types = 0
    public var protocols = 0
    public var functions = 0
    public var tests = 0
    /// Code lines of the longest function.
    public var longestFunction = 0
    public var meanComplexity = 0.0
    public var maxComplexity = 0

    public init() {}

    public init(_ files: [FileMetrics]) {
        let functions = files.flatMap(\.functions)
        self.files = files.count
        codeLines = files.map(\.codeLines).reduce(0, +)
        types = files.map(\.types).reduce(0, +)
        protocols = files.map(\.protocols).reduce(0, +)
        self.functions = functions.count
        tests = files.map(\.tests).reduce(0, +)
        longestFunction = functions.map(\.codeLines).max() ?? 0
        meanComplexity =
            functions.isEmpty ? 0 : Double(functions.map(\.complexity).reduce(0, +)) / Double(functions.count)
        maxComplexity = functions.map(\.complexity).max() ?? 0
    }
}
