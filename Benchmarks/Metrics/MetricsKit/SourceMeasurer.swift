import SwiftParser
import SwiftSyntax

/// Counts code lines, types, protocols, functions, complexity and tests in Swift source.
public enum SourceMeasurer {
    public static func measure(_ source: String, path: String) -> FileMetrics {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let visitor = DeclarationCounter(converter: converter)
        visitor.walk(tree)
        return FileMetrics(
            path: path,
            codeLines: codeLineNumbers(in: Syntax(tree), converter: converter).count,
            types: visitor.types,
            protocols: visitor.protocols,
            functions: visitor.functions,
            tests: visitor.tests
        )
    }

    /// The numbers of `source`'s code lines, as `measure` counts them.
    public static func codeLineNumbers(of source: String, path: String) -> Set<Int> {
        let tree = Parser.parse(source: source)
        return codeLineNumbers(in: Syntax(tree), converter: SourceLocationConverter(fileName: path, tree: tree))
    }

    /// The numbers of the lines any token of `node` covers: comments and blank lines are trivia,
    /// not tokens, so they are left out; a token spanning lines (a multi-line string) counts them all.
    static func codeLineNumbers(in node: Syntax, converter: SourceLocationConverter) -> Set<Int> {
        var lines = Set<Int>()
        for token in node.tokens(viewMode: .sourceAccurate) where token.presence == .present {
            guard !token.text.isEmpty else { continue }
            let start = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
            let end = converter.location(for: token.endPositionBeforeTrailingTrivia).line
            lines.formUnion(start...max(start, end))
        }
        return lines
    }
}

/// Walks a file once for its declarations.
private final class DeclarationCounter: SyntaxVisitor {
    let converter: SourceLocationConverter
    var types = 0
    var protocols = 0
    var functions: [FunctionMetrics] = []
    var tests = 0

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types += 1
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types += 1
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types += 1
        return .visitChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        types += 1
        return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols += 1
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(Syntax(node), name: node.name.text)
        if isTest(node) { tests += 1 }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        record(Syntax(node), name: "init")
        return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        record(Syntax(node), name: "deinit")
        return .visitChildren
    }

    private func record(_ node: Syntax, name: String) {
        let lines = SourceMeasurer.codeLineNumbers(in: node, converter: converter).count
        let counter = ComplexityCounter(viewMode: .sourceAccurate)
        counter.walk(node)
        functions.append(FunctionMetrics(name: name, codeLines: lines, complexity: 1 + counter.branches))
    }

    /// `@Test func …`, or an XCTest method: `func test…()` with no parameters.
    private func isTest(_ node: FunctionDeclSyntax) -> Bool {
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self) }
        if attributes.contains(where: { $0.attributeName.trimmedDescription == "Test" }) { return true }
        return node.name.text.hasPrefix("test") && node.signature.parameterClause.parameters.isEmpty
    }
}

/// Counts the branches of one function, nested functions and closures included.
private final class ComplexityCounter: SyntaxVisitor {
    var branches = 0
    private var depth = 0

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A nested function is measured on its own, not as part of the one around it.
        depth += 1
        return depth == 1 ? .visitChildren : .skipChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { depth -= 1 }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        branches += 1
        return .visitChildren
    }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        branches += 1
        return .visitChildren
    }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        branches += 1
        return .visitChildren
    }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
        branches += 1
        return .visitChildren
    }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        branches += 1
        return .visitChildren
    }
    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        branches += 1
        return .visitChildren
    }
    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        branches += 1
        return .visitChildren
    }
    // The parser leaves operators unfolded: a ?: arrives in this form.
    override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind {
        branches += 1
        return .visitChildren
    }

    override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind {
        branches += node.caseItems.count
        return .visitChildren
    }

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if ["&&", "||"].contains(node.operator.text) { branches += 1 }
        return .visitChildren
    }
}
