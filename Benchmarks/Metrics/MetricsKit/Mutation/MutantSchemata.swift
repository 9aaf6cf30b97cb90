import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder

/// Plants every mutant of one Swift file at once, as mutant schemata (Stryker's technique): each
/// mutation is compiled in behind `Mutants.isOn(id)`, so one build serves the whole run and a test
/// run turns one mutant on by its id. Only mutations that type-check whatever the types are
/// planted; the few that still do not compile are named by the build and left out (`excluding`).
public enum MutantSchemata {
    public struct Planted: Sendable {
        /// The file with every mutant behind its switch.
        public let source: String
        /// Every mutant found, those left out included, in the order their ids were given.
        public let mutants: [Mutant]
    }

    /// The mutants of `source` numbered from `firstID`; the ids in `excluding` are found and
    /// numbered as always, so ids stay the same from one attempt to the next, but not planted.
    public static func plant(in source: String, path: String, firstID: Int, excluding: Set<Int> = []) -> Planted {
        let parsed = Parser.parse(source: source)
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        let rewriter = SchemataRewriter(tree: folded, path: path, firstID: firstID, excluding: excluding)
        let planted = rewriter.rewrite(folded)
        return Planted(source: planted.description, mutants: rewriter.mutants)
    }

    /// The call every planted mutant is behind.
    static func switchCall(_ id: Int) -> String { "Mutants.isOn(\(id))" }
}

/// Finds the sites in the order it visits them and rewrites each as its schema.
private final class SchemataRewriter: SyntaxRewriter {
    private let converter: SourceLocationConverter
    private let path: String
    private let excluded: Set<Int>
    private var nextID: Int
    private(set) var mutants: [Mutant] = []

    private static let operatorSwaps: [String: (String, MutationOperator)] = [
        "<": ("<=", .swapRelational), "<=": ("<", .swapRelational), ">": (">=", .swapRelational),
        ">=": (">", .swapRelational),
        "==": ("!=", .swapEquality), "!=": ("==", .swapEquality),
        "&&": ("||", .swapLogical), "||": ("&&", .swapLogical),
    ]

    init(tree: SourceFileSyntax, path: String, firstID: Int, excluding: Set<Int>) {
        converter = SourceLocationConverter(fileName: path, tree: tree)
        self.path = path
        nextID = firstID
        excluded = excluding
        super.init(viewMode: .sourceAccurate)
    }

    /// Numbers a site and records it; the id to plant it under, or `nil` when it is left out.
    private func found(
        _ mutation: MutationOperator, at node: some SyntaxProtocol, original: String, replacement: String
    ) -> Int? {
        let id = nextID
        nextID += 1
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        mutants.append(
            Mutant(
                id: id, path: path, line: location.line, column: location.column, mutation: mutation,
                original: Self.shortened(original), replacement: Self.shortened(replacement)
            ))
        return excluded.contains(id) ? nil : id
    }

    // MARK: Operators: `<` ↔ `<=`, `==` ↔ `!=`, `&&` ↔ `||`

    override func visit(_ node: InfixOperatorExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard let symbol = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            let (swapped, mutation) = Self.operatorSwaps[symbol],
            !node.hasEffects,
            let infix = visited.as(InfixOperatorExprSyntax.self)
        else { return visited }
        let left = node.leftOperand.trimmedDescription
        let right = node.rightOperand.trimmedDescription
        guard
            let id = found(
                mutation, at: node.operator, original: "\(left) \(symbol) \(right)",
                replacement: "\(left) \(swapped) \(right)")
        else {
            return visited
        }
        let plantedLeft = infix.leftOperand.trimmedDescription
        let plantedRight = infix.rightOperand.trimmedDescription
        return Self.expression(
            "(\(MutantSchemata.switchCall(id)) ? (\(plantedLeft)) \(swapped) (\(plantedRight)) : (\(plantedLeft)) \(symbol) (\(plantedRight)))",
            like: node
        )
    }

    // MARK: `true` ↔ `false`

    override func visit(_ node: BooleanLiteralExprSyntax) -> ExprSyntax {
        guard !node.isWhereOnlyALiteralFits else { return ExprSyntax(node) }
        let value = node.literal.tokenKind == .keyword(.true)
        guard let id = found(.flipBoolean, at: node, original: "\(value)", replacement: "\(!value)") else {
            return ExprSyntax(node)
        }
        return Self.expression("(\(MutantSchemata.switchCall(id)) ? \(!value) : \(value))", like: node)
    }

    // MARK: `if c` → `if !c`

    override func visit(_ node: ConditionElementSyntax) -> ConditionElementSyntax {
        let visited = super.visit(node)
        guard case .expression(let original) = node.condition, !original.hasEffects,
            case .expression(let planted) = visited.condition,
            let id = found(
                .negateCondition, at: original, original: original.trimmedDescription,
                replacement: "!(\(original.trimmedDescription))")
        else { return visited }
        let condition = planted.trimmedDescription
        return visited.with(
            \.condition,
            .expression(
                Self.expression("(\(MutantSchemata.switchCall(id)) ? !(\(condition)) : (\(condition)))", like: original)
            ))
    }

    // MARK: A call statement not made

    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        let visited = super.visit(node)
        guard node.isRemovableCallStatement, case .expr(let call) = node.item,
            let id = found(.removeCall, at: call, original: call.trimmedDescription, replacement: "(not called)")
        else { return visited }
        let statement = visited.item.trimmedDescription
        return visited.with(
            \.item, .expr(Self.expression("if !\(MutantSchemata.switchCall(id)) { \(statement) }", like: node)))
    }

    // MARK: `return false` (nil, "", [], [:]) at once

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node)
        guard let function = visited.as(FunctionDeclSyntax.self), let body = function.body,
            let type = node.signature.returnClause?.type, let value = Self.emptyValue(of: type),
            let id = found(
                .returnDefault, at: node.name, original: "func \(node.name.text)", replacement: "return \(value)")
        else { return visited }
        let indentation = body.statements.first?.leadingTrivia ?? .newline
        var statements = Array(body.statements)
        // A body of one expression returns it implicitly: once a statement comes first it must say so.
        if statements.count == 1, case .expr(let only) = statements[0].item {
            statements[0] = CodeBlockItemSyntax(item: .stmt(StmtSyntax("return \(raw: only.trimmedDescription)"))).with(
                \.leadingTrivia, indentation)
        }
        let early = CodeBlockItemSyntax(
            item: .expr(ExprSyntax("if \(raw: MutantSchemata.switchCall(id)) { return \(raw: value) }"))
        )
        .with(\.leadingTrivia, indentation)
        let rebuilt = CodeBlockItemListSyntax([early] + statements)
        return DeclSyntax(function.with(\.body, body.with(\.statements, rebuilt)))
    }

    // MARK: An `else` branch not run

    override func visit(_ node: IfExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard case .codeBlock(let originalElse) = node.elseBody, node.isStatement,
            !originalElse.leavesAValueReturningFunction(node),
            let ifExpression = visited.as(IfExprSyntax.self), case .codeBlock(let plantedElse) = ifExpression.elseBody,
            let id = found(.dropElse, at: originalElse, original: "else { … }", replacement: "else { }")
        else { return visited }
        let guarded = "{ if !\(MutantSchemata.switchCall(id)) \(plantedElse.trimmedDescription) }"
        let withoutElse = ifExpression.with(\.elseKeyword, nil).with(\.elseBody, nil).trimmedDescription
        return Self.expression("\(withoutElse) else \(guarded)", like: node)
    }

    // MARK: Helpers

    private static func expression(_ text: String, like node: some SyntaxProtocol) -> ExprSyntax {
        ExprSyntax("\(raw: text)").with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    private static func emptyValue(of type: TypeSyntax) -> String? {
        if type.is(OptionalTypeSyntax.self) { return "nil" }
        if type.is(ArrayTypeSyntax.self) { return "[]" }
        if type.is(DictionaryTypeSyntax.self) { return "[:]" }
        switch type.trimmedDescription {
        case "Bool": return "false"
        case "String": return "\"\""
        default: return nil
        }
    }

    private static func shortened(_ code: String) -> String {
        let line = code.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(
            separator: " ")
        return line.count > 80 ? String(line.prefix(79)) + "…" : line
    }
}

extension SyntaxProtocol {
    /// `try` or `await` inside: a schema's `?:` would put them where Swift does not allow them.
    fileprivate var hasEffects: Bool {
        tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .keyword(.try) || $0.tokenKind == .keyword(.await)
        }
    }

    /// Where Swift wants a literal and nothing else: a raw value, an attribute's or a macro's
    /// argument, an `#if` condition, a pattern.
    fileprivate var isWhereOnlyALiteralFits: Bool {
        var ancestor = parent
        while let node = ancestor {
            if node.is(EnumCaseElementSyntax.self) || node.is(AttributeSyntax.self)
                || node.is(IfConfigClauseSyntax.self)
                || node.is(ExpressionPatternSyntax.self) || node.is(MacroExpansionExprSyntax.self)
            {
                return true
            }
            ancestor = node.parent
        }
        return false
    }

    /// The function, initializer, accessor or closure the node is in.
    fileprivate var enclosingBody: Syntax? {
        var ancestor = parent
        while let node = ancestor {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
                || node.is(AccessorDeclSyntax.self)
                || node.is(AccessorBlockSyntax.self) || node.is(ClosureExprSyntax.self)
                || node.is(DeinitializerDeclSyntax.self)
            {
                return node
            }
            ancestor = node.parent
        }
        return nil
    }

    /// Whether the node is in a function that returns a value (or in a closure or getter, which may).
    fileprivate var isInValueReturningBody: Bool {
        guard let body = enclosingBody else { return false }
        if let function = body.as(FunctionDeclSyntax.self) {
            let type = function.signature.returnClause?.type.trimmedDescription
            return type != nil && type != "Void" && type != "()"
        }
        return !(body.is(InitializerDeclSyntax.self) || body.is(DeinitializerDeclSyntax.self))
    }
}

extension CodeBlockItemSyntax {
    /// A call made for its effect alone (`view?.setName(x)`, `try await store.save(card)`), as a
    /// statement of a block in braces; not `super`'s or `self`'s initializer, and not the one
    /// statement a value-returning body returns implicitly.
    fileprivate var isRemovableCallStatement: Bool {
        guard case .expr(let expression) = item,
            let call = expression.unwrappingEffects.as(FunctionCallExprSyntax.self),
            let list = parent?.as(CodeBlockItemListSyntax.self), list.parent?.is(CodeBlockSyntax.self) == true
        else { return false }
        let callee = call.calledExpression.trimmedDescription
        if callee.hasPrefix("super.") || callee == "self.init" || callee == "super.init" { return false }
        // The one statement of a value-returning body is its implicit return.
        if list.count == 1, let body = list.parent?.parent,
            body.is(FunctionDeclSyntax.self) || body.is(AccessorDeclSyntax.self) || body.is(ClosureExprSyntax.self)
        {
            return !isInValueReturningBody
        }
        return true
    }
}

extension ExprSyntax {
    fileprivate var unwrappingEffects: ExprSyntax {
        if let tried = self.as(TryExprSyntax.self) { return tried.expression.unwrappingEffects }
        if let awaited = self.as(AwaitExprSyntax.self) { return awaited.expression.unwrappingEffects }
        return self
    }
}

extension IfExprSyntax {
    /// An `if` that is a statement of its own, not an expression whose value is used.
    fileprivate var isStatement: Bool {
        parent?.is(CodeBlockItemSyntax.self) == true || parent?.is(ExpressionStmtSyntax.self) == true
    }
}

extension CodeBlockSyntax {
    /// Whether leaving this block out could leave a value-returning function without its return.
    fileprivate func leavesAValueReturningFunction(_ statement: some SyntaxProtocol) -> Bool {
        guard statement.isInValueReturningBody else { return false }
        return tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .keyword(.return) || $0.tokenKind == .keyword(.throw)
        }
    }
}
