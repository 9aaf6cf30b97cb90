import SwiftSyntax

/// MVP's own rules: what its roles may and may not do (Variants/README.md's rule table).
extension Rules {
    /// MVP's passive view: a view navigates only when its presenter tells it, in a method of its
    /// view protocol (or a private helper only such methods call), and never from a closure that
    /// runs later on its own.
    static func mvpViewsNavigateOnlyWhenTold(_ files: [SourceFile]) -> [Finding] {
        // By folder and name: each app has a `LoginViewProtocol` of its own.
        let protocolFiles = Dictionary(
            files.filter { $0.name.hasSuffix("ViewProtocol") }.map { ($0.folders + [$0.name], $0) }
        ) { first, _ in first }
        return files.filter { $0.pattern == "MVP" && $0.plays("View") }
            .flatMap { file -> [Finding] in
                let told = protocolFiles[file.folders + [file.name + "Protocol"]].map(requirementNames) ?? []
                let finder = NavigationFinder(viewMode: .sourceAccurate)
                finder.walk(file.tree)
                let navigating = finder.calls.compactMap { call -> Finding? in
                    if call.inClosure {
                        return Finding(
                            path: file.path, line: file.line(of: call.node),
                            rule:
                                "an MVP view navigates from a closure, later and on its own: the presenter tells the view when to navigate"
                        )
                    }
                    guard let function = call.function, !told.contains(function) else { return nil }
                    return Finding(
                        path: file.path, line: file.line(of: call.node),
                        rule:
                            "an MVP view navigates in \(function)(), which its view protocol does not have: the presenter tells the view when to navigate"
                    )
                }
                // A told method that navigates, called by the view itself (a key bound to it).
                let toldSignatures =
                    protocolFiles[file.folders + [file.name + "Protocol"]].map(requirementSignatures) ?? []
                let navigatingFunctions = Set(finder.calls.compactMap(\.function))
                let selfCalls = CallFinder(viewMode: .sourceAccurate) { navigatingFunctions.contains($0) }
                selfCalls.walk(file.tree)
                let toldItself = selfCalls.found.compactMap { node -> Finding? in
                    guard let call = node.as(FunctionCallExprSyntax.self) else { return nil }
                    let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
                    guard base == nil || base == "self" || base == "self?" else { return nil }
                    let name =
                        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                    let signature = name + "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
                    guard toldSignatures.contains(signature) else { return nil }
                    return Finding(
                        path: file.path, line: file.line(of: node),
                        rule: "an MVP view calls \(name)() itself: the presenter tells the view when to navigate")
                }
                return navigating + toldItself
            }
    }
}
