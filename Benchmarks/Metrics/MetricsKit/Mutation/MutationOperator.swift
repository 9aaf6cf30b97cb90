/// The small bugs `make mutants` plants, each a change a test of the role should notice: the
/// operators of mutation testing's tools (Stryker, PIT, cargo-mutants, muter) that keep the code
/// compiling in Swift without knowing its types.
public enum MutationOperator: String, Codable, CaseIterable, Sendable {
    /// `if c` → `if !c`, in `if`, `guard` and `while` conditions.
    case negateCondition = "negate condition"
    /// `true` ↔ `false`.
    case flipBoolean = "flip boolean"
    /// `<` ↔ `<=`, `>` ↔ `>=`.
    case swapRelational = "swap relational operator"
    /// `==` ↔ `!=`.
    case swapEquality = "swap equality operator"
    /// `&&` ↔ `||`.
    case swapLogical = "swap logical operator"
    /// A call whose result is not used, not made.
    case removeCall = "remove call"
    /// A function returns `false`, `nil`, `""`, `[]` or `[:]` at once, as its type allows.
    case returnDefault = "return default"
    /// An `else` branch not run.
    case dropElse = "drop else"

    /// The name mutation-testing-report-schema's viewers show, in Stryker's vocabulary where it
    /// has one.
    public var reportName: String {
        switch self {
        case .negateCondition: "ConditionalExpression"
        case .flipBoolean: "BooleanLiteral"
        case .swapRelational, .swapEquality: "EqualityOperator"
        case .swapLogical: "LogicalOperator"
        case .removeCall: "MethodCallRemoval"
        case .returnDefault: "ReturnValue"
        case .dropElse: "BlockStatement"
        }
    }
}
