import SwiftParser
import SwiftSyntax

/// The responsibilities of a file a reader looks for: its functions, initializers and computed
/// properties, each with the lines it spans, read with swift-syntax. The reading view marks
/// every line with the declaration it belongs to, so "nameDidChange" is found in every pattern
/// without line numbers kept by hand.
public enum DeclarationOutline {
    public struct Declaration: Hashable, Sendable {
        public var name: String
        /// 1-based, the first line of its attributes and doc comment excluded.
        public var firstLine: Int
        public var lastLine: Int
    }

    public static func declarations(in source: String, path: String) -> [Declaration] {
        let tree = Parser.parse(source: source)
        let finder = DeclarationFinder(converter: SourceLocationConverter(fileName: path, tree: tree))
        finder.walk(tree)
        return finder.declarations
    }

    /// For each line (index 0 is line 1), the innermost declaration it belongs to, if any.
    public static func owners(of lineCount: Int, in declarations: [Declaration]) -> [String?] {
        var owners = [String?](repeating: nil, count: lineCount)
        // Outer declarations first, so an inner one (a nested function) overwrites its lines.
        for declaration in declarations.sorted(by: { $0.lastLine - $0.firstLine > $1.lastLine - $1.firstLine }) {
            for line in declaration.firstLine...declaration.lastLine where line - 1 < lineCount && line >= 1 {
                owners[line - 1] = declaration.name
            }
        }
        return owners
    }
}

private final class DeclarationFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    var declarations: [DeclarationOutline.Declaration] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(Syntax(node), name: node.name.text)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        record(Syntax(node), name: "init")
        return .visitChildren
    }

    /// A computed property (`var balance: String { … }`) is a responsibility too.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings where binding.accessorBlock != nil {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                record(Syntax(node), name: name)
            }
        }
        return .visitChildren
    }

    private func record(_ node: Syntax, name: String) {
        let first = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        let last = converter.location(for: node.endPositionBeforeTrailingTrivia).line
        declarations.append(.init(name: name, firstLine: first, lastLine: max(first, last)))
    }
}
