/// One planted bug: where it is in the original file, which operator made it, and the code
/// before and after, as a reader points at it ("PlayerAddPresenter.swift:25 — `!=` → `==`").
public struct Mutant: Codable, Hashable, Sendable {
    /// Its number in the run, the value of `WORKSHOP_MUTANT` that turns it on.
    public let id: Int
    /// From the package root.
    public let path: String
    public let line: Int
    public let column: Int
    public let mutation: MutationOperator
    /// The code as written, on one line, shortened.
    public let original: String
    /// The code with the mutant on, likewise.
    public let replacement: String

    public init(
        id: Int, path: String, line: Int, column: Int, mutation: MutationOperator, original: String, replacement: String
    ) {
        self.id = id
        self.path = path
        self.line = line
        self.column = column
        self.mutation = mutation
        self.original = original
        self.replacement = replacement
    }

    /// "Variants/MVP/Gather/Login/LoginPresenter.swift:40 — swap equality operator: `a == b` → `a != b`".
    public var description: String {
        "\(path):\(line) — \(mutation.rawValue): `\(original)` → `\(replacement)`"
    }
}
