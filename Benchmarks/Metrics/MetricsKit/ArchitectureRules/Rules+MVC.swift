import SwiftSyntax

/// MVC's own rules: what its roles may and may not do (Variants/README.md's rule table).
extension Rules {
    /// MVC: a controller's view lays out its widgets and nothing else — its stored properties are
    /// `let` widgets (kit types), it decides nothing (no `if`, `guard`, `switch`, loop, ternary
    /// or `await`), wires no callback (a closure assigned) and has no method but static layout
    /// helpers. The controller decides.
    static func mvcViewsHoldNoLogic(_ files: [SourceFile], kitTypes: Set<String>) -> [Finding] {
        files.filter { $0.pattern == "MVC" && $0.plays("View") }.flatMap { file -> [Finding] in
            let variables = VariableFinder(viewMode: .sourceAccurate)
            variables.walk(file.tree)
            let state = variables.found.filter { $0.parent?.is(MemberBlockItemSyntax.self) == true }.flatMap {
                variable in
                variable.bindings.compactMap { binding -> Finding? in
                    let name = binding.pattern.trimmedDescription
                    let type =
                        binding.typeAnnotation?.type.trimmedDescription
                        ?? binding.initializer.flatMap {
                            $0.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
                        }
                    let isWidget = type.map { kitTypes.contains($0) } ?? false
                    guard variable.bindingSpecifier.tokenKind == .keyword(.var) || !isWidget else { return nil }
                    return Finding(
                        path: file.path, line: file.line(of: binding),
                        rule:
                            "an MVC view holds \(name)\(type.map { " (\($0))" } ?? ""): a view lays out its widgets; its controller decides"
                    )
                }
            }
            let logic = LogicFinder(viewMode: .sourceAccurate)
            logic.walk(file.tree)
            return state
                + oncePerLine(logic.found, in: file).map { node in
                    Finding(
                        path: file.path, line: file.line(of: node),
                        rule:
                            "an MVC view decides or acts (\(LogicFinder.describe(node))): a view lays out its widgets; its controller decides"
                    )
                }
        }
    }

    /// MVC: a view's layout helpers take widgets' values, never the model — a `static func` that
    /// is handed a `Player` and picks what to show decides in the view, without an `if` the
    /// other rule would see. A function of the view whose parameters or result name a Domain type
    /// is named; a Domain constant for a widget (`NameRules.maximumLength`) is not a function.
    static func mvcViewsReadNoModel(_ files: [SourceFile], domainTypes: Set<String>) -> [Finding] {
        files.filter { $0.pattern == "MVC" && $0.plays("View") }.flatMap { file -> [Finding] in
            let functions = FunctionFinder(viewMode: .sourceAccurate)
            functions.walk(file.tree)
            return functions.found.compactMap { function -> Finding? in
                let names = TypeNameFinder(viewMode: .sourceAccurate)
                names.walk(function.signature)
                guard let model = names.found.map(\.name).first(where: domainTypes.contains) else { return nil }
                return Finding(
                    path: file.path, line: file.line(of: function),
                    rule:
                        "an MVC view's \(function.name.text)() takes or gives \(model), the model: its controller decides what to show, the view lays out widgets"
                )
            }
        }
    }
}
