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
            let imports = ImportFinder(viewMode: .all)
            imports.walk(file.tree)
            let importing = imports.found.compactMap { importDecl -> Finding? in
                guard let name = importDecl.path.first?.name.text, ioModules.contains(name) else { return nil }
                return Finding(
                    path: file.path, line: file.line(of: importDecl),
                    rule:
                        "a feature imports \(name): a reducer does no I/O; its effects reach the services its init was given"
                )
            }
            let reducers = ReducerServiceUses(viewMode: .sourceAccurate)
            reducers.walk(file.tree)
            let reaching = reducers.outsideEffects.map { use in
                Finding(
                    path: file.path, line: file.line(of: use.node),
                    rule:
                        "a reducer reaches \(use.name) outside an effect: services are used only inside `.run` (or another effect's closure)"
                )
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
                Finding(
                    path: file.path, line: file.line(of: found.node),
                    rule:
                        "\(found.owner) holds \(found.what): State and Action are values a test compares, never closures or references"
                )
            }
        }
    }

    /// A view reads the store's state and sends actions: it never names a service nor runs a
    /// reducer or makes a store or a reducer of its own. Not caught: a service reached under a
    /// name that does not end in `Service` or `Store`.
    static func udfViewsReadAndSend(_ files: [SourceFile]) -> [Finding] {
        files.filter { $0.pattern == "UDF" && $0.plays("View") }.flatMap { file -> [Finding] in
            let finder = IdentifierFinder(viewMode: .sourceAccurate) { name in
                isServiceType(name) || name == "reduce" || name == "Store" || name.hasSuffix("Feature")
            }
            finder.walk(file.tree)
            return finder.found.compactMap { found -> Finding? in
                guard let node = found.as(TokenSyntax.self) else { return nil }
                let name = node.text
                // A view is handed a store of its feature's state and actions, and may read what
                // they declare: only making a store or a reducer is doing their work.
                if name == "Store" || name.hasSuffix("Feature"), !isCalled(node) { return nil }
                return Finding(
                    path: file.path, line: file.line(of: node),
                    rule:
                        "a UDF view names \(name): it renders the store's state and sends actions; the reducer decides and its effects do the work"
                )
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
        if let specialized = callee.parent?.as(GenericSpecializationExprSyntax.self) {
            callee = ExprSyntax(specialized)
        }
        return callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id
    }
}
