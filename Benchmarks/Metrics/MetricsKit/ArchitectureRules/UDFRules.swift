import SwiftSyntax

/// UDF's rules: a reducer is a pure function whose services are reached only in its effects;
/// State and Action are values; a view reads the store's state and sends actions.
extension Rules {
    /// The modules that do I/O by themselves: a feature that imports one does I/O in its reducer.
    static let ioModules = ["TerminalUI", "Networking", "Storage"]

    /// A reducer does no I/O: its feature imports no module that does I/O by itself, and the
    /// services its `init` was given (its stored properties of a protocol type, `any …`) are named
    /// only inside a closure — an effect's work — never in the reducer's own code. A child's
    /// reducer (a stored property of a concrete type) is called in it: that is how a parent runs
    /// its children. Not caught: a service held as a concrete type.
    static func udfReducersDoNoIO(_ files: [SourceFile]) -> [Finding] {
        files.filter { $0.pattern == "UDF" && $0.plays("Feature") }.flatMap { file -> [Finding] in
            let imports = ImportNames(viewMode: .all)
            imports.walk(file.tree)
            let importing = imports.found.filter { ioModules.contains($0.name) }.map { found in
                Finding(path: file.path, line: file.line(of: found.node),
                        rule: "a feature imports \(found.name): a reducer does no I/O; its effects reach the services its init was given")
            }
            let reducers = ReducerServiceUses(viewMode: .sourceAccurate)
            reducers.walk(file.tree)
            let reaching = reducers.outsideEffects.map { use in
                Finding(path: file.path, line: file.line(of: use.node),
                        rule: "a reducer reaches \(use.name) outside an effect: services are used only inside `.run` (or another effect's closure)")
            }
            return importing + reaching
        }
    }

    /// State and Action are values: no closure and no service among their stored properties or
    /// associated values, and no class declared inside them. Not caught: a reference type whose
    /// name does not end in `Service` or `Store`.
    static func udfStateAndActionsAreValues(_ files: [SourceFile]) -> [Finding] {
        files.filter { $0.pattern == "UDF" && $0.plays("Feature") }.flatMap { file -> [Finding] in
            let finder = StateAndActionMembers(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.found.map { found in
                Finding(path: file.path, line: file.line(of: found.node),
                        rule: "\(found.owner) holds \(found.what): State and Action are values a test compares, never closures or references")
            }
        }
    }

    /// A view reads the store's state and sends actions: it never names a service nor runs a
    /// reducer or makes a store or a reducer of its own. Not caught: a service reached under a
    /// name that does not end in `Service` or `Store`.
    static func udfViewsReadAndSend(_ files: [SourceFile]) -> [Finding] {
        files.filter { $0.pattern == "UDF" && $0.plays("View") }.flatMap { file -> [Finding] in
            let finder = IdentifierNames(viewMode: .sourceAccurate) { name in
                isServiceType(name) || name == "reduce" || name == "Store" || name.hasSuffix("Feature")
            }
            finder.walk(file.tree)
            return finder.found.compactMap { node -> Finding? in
                let name = node.text
                // A view is handed a store of its feature's state and actions, and may read what
                // they declare: only making a store or a reducer is doing their work.
                if name == "Store" || name.hasSuffix("Feature"), !isCalled(node) { return nil }
                return Finding(path: file.path, line: file.line(of: node),
                               rule: "a UDF view names \(name): it renders the store's state and sends actions; the reducer decides and its effects do the work")
            }
        }
    }

    static func isServiceType(_ name: String) -> Bool {
        name.first?.isUppercase == true && (name.hasSuffix("Service") || (name.hasSuffix("Store") && name != "Store"))
    }

    /// Whether `token` names what a call makes — `LoginFeature(…)`, `Store<…>(…)` — rather than
    /// a type written as a type or a member read through it.
    private static func isCalled(_ token: TokenSyntax) -> Bool {
        guard var callee = token.parent?.as(DeclReferenceExprSyntax.self).map(ExprSyntax.init) else { return false }
        if let specialized = callee.parent?.as(GenericSpecializationExprSyntax.self) { callee = ExprSyntax(specialized) }
        return callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id
    }
}

/// Every module imported, with its import.
private final class ImportNames: SyntaxVisitor {
    private(set) var found: [(name: String, node: Syntax)] = []

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.path.first?.name.text { found.append((name, Syntax(node))) }
        return .skipChildren
    }
}

/// The identifier tokens `matches` picks.
private final class IdentifierNames: SyntaxVisitor {
    private let matches: (String) -> Bool
    private(set) var found: [TokenSyntax] = []

    init(viewMode: SyntaxTreeViewMode, matches: @escaping (String) -> Bool) {
        self.matches = matches
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let name) = node.tokenKind, matches(name) { found.append(node) }
        return .visitChildren
    }
}

/// In each type that conforms to `Reducer`: its stored properties, and every use of one in its
/// functions that is not inside a closure.
private final class ReducerServiceUses: SyntaxVisitor {
    private(set) var outsideEffects: [(name: String, node: Syntax)] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let conformances = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard conformances.contains(where: { $0 == "Reducer" || $0.hasPrefix("Reducer<") }) else { return .visitChildren }
        let services = Set(node.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { variable in !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
            .flatMap { $0.bindings.compactMap(Self.serviceName) })
        // A static function has no services of its own: it is handed them, by an effect (naming
        // them to hand them over in the reducer's own code is caught there).
        for function in node.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
        where !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            guard let body = function.body else { continue }
            for token in body.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, services.contains(name), !Self.isMemberOfAnotherValue(token), !Self.isInClosure(token) else {
                    continue
                }
                outsideEffects.append((name, Syntax(token)))
            }
        }
        return .skipChildren
    }

    /// The name of a stored property of a protocol type (`let players: any PlayersService`): a service.
    private static func serviceName(_ binding: PatternBindingSyntax) -> String? {
        guard binding.accessorBlock == nil, let type = binding.typeAnnotation?.type, type.is(SomeOrAnyTypeSyntax.self) else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// Whether `token` is a member of something other than `self` — `state.players` is state.
    private static func isMemberOfAnotherValue(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else { return false }
        return member.base?.trimmedDescription != "self"
    }

    /// Whether `token` is inside a closure — an effect's work — other than a `Task`'s, which
    /// would run the work outside any effect.
    private static func isInClosure(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if current.is(ClosureExprSyntax.self) { return !isTaskBody(current) }
            if current.is(FunctionDeclSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    private static func isTaskBody(_ closure: Syntax) -> Bool {
        var node = closure.parent
        while let current = node, !current.is(FunctionCallExprSyntax.self) { node = current.parent }
        let callee = node?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
        return callee == "Task" || callee == "Task.detached"
    }
}

/// Inside the types named `State` and `Action` (and the types nested in them): stored
/// properties and associated values of a function's type or a service's, and classes.
private final class StateAndActionMembers: SyntaxVisitor {
    private(set) var found: [(owner: String, what: String, node: Syntax)] = []
    private var owners: [String] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text)
    }

    override func visitPost(_ node: StructDeclSyntax) {
        leave(node.name.text)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text)
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        leave(node.name.text)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = owners.first { found.append((owner, "a class, \(node.name.text)", Syntax(node))) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = owners.first else { return .skipChildren }
        for binding in node.bindings where binding.accessorBlock == nil {
            let name = binding.pattern.trimmedDescription
            if let type = binding.typeAnnotation?.type, let what = Self.describe(type) {
                found.append((owner, "\(name), \(what)", Syntax(binding)))
            } else if binding.initializer?.value.is(ClosureExprSyntax.self) == true {
                found.append((owner, "\(name), a closure", Syntax(binding)))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
        if let owner = owners.first, let what = Self.describe(node.type) {
            found.append((owner, "a case with \(what)", Syntax(node)))
        }
        return .skipChildren
    }

    /// Entered types are tracked only from a `State` or an `Action` down.
    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        if !owners.isEmpty || name == "State" || name == "Action" { owners.append(name) }
        return .visitChildren
    }

    private func leave(_ name: String) {
        if owners.last == name { owners.removeLast() }
    }

    /// "a closure" or "a service (X)" for a type that is one, seen through optionals and arrays.
    private static func describe(_ type: TypeSyntax) -> String? {
        if type.is(FunctionTypeSyntax.self) { return "a closure" }
        if let attributed = type.as(AttributedTypeSyntax.self) { return describe(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return describe(optional.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return describe(array.element) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return describe(only.type) }
        let name = type.trimmedDescription.replacingOccurrences(of: "any ", with: "")
        return Rules.isServiceType(name) ? "a service (\(name))" : nil
    }
}
