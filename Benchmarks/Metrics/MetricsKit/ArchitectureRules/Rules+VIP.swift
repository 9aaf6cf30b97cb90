import SwiftSyntax

/// VIP's own rules: what its roles may and may not do (Variants/README.md's rule table).
extension Rules {
    /// VIP's one-way cycle: a router routes and passes data; it never calls an interactor.
    static func vipRoutersCallNoInteractor(_ files: [SourceFile]) -> [Finding] {
        files.filter { $0.pattern == "VIP" && $0.plays("Router") }
            .flatMap { file -> [Finding] in
                // By its name, or by its protocol: a data store cast to `…BusinessLogic` is the interactor.
                let finder = IdentifierFinder(viewMode: .sourceAccurate) {
                    $0.lowercased().contains("interactor") || $0.hasSuffix("BusinessLogic")
                }
                finder.walk(file.tree)
                return finder.found.map {
                    Finding(
                        path: file.path, line: file.line(of: $0),
                        rule:
                            "a VIP router reaches an interactor: the cycle goes view controller → interactor → presenter; a router routes and passes data"
                    )
                }
            }
    }

    /// VIP's cycle goes one way: the view controller asks its interactor and routes through its
    /// router; the interactor tells its presenter and uses its workers; the presenter tells its
    /// view controller. A role reaching any other, by a property's usual name or by its type's
    /// protocol, is named. (The router's own rule is `vipRoutersCallNoInteractor`.)
    static func vipCycleGoesOneWay(_ files: [SourceFile]) -> [Finding] {
        let reaches: [(role: String, forbidden: (String) -> Bool, allowed: String)] = [
            (
                "ViewController",
                { $0 == "presenter" || $0.hasSuffix("PresentationLogic") || $0.lowercased().hasSuffix("worker") },
                "its interactor and its router"
            ),
            (
                "Interactor",
                {
                    ["viewController", "router"].contains($0) || $0.hasSuffix("DisplayLogic")
                        || $0.hasSuffix("RoutingLogic") || $0.hasSuffix("ViewController")
                }, "its presenter and its workers"
            ),
            (
                "Presenter",
                {
                    ["interactor", "router"].contains($0) || $0.hasSuffix("BusinessLogic")
                        || $0.hasSuffix("RoutingLogic") || $0.lowercased().hasSuffix("worker")
                }, "its view controller"
            ),
        ]
        return files.filter { $0.pattern == "VIP" }.flatMap { file -> [Finding] in
            guard let reach = reaches.first(where: { file.plays($0.role) }) else { return [] }
            let finder = IdentifierFinder(viewMode: .sourceAccurate, matches: reach.forbidden)
            finder.walk(file.tree)
            return finder.found.map { node in
                Finding(
                    path: file.path, line: file.line(of: node),
                    rule:
                        "a VIP \(reach.role.lowercased()) reaches \(node.trimmedDescription): the cycle goes view controller → interactor → presenter → view controller; a \(reach.role.lowercased()) reaches only \(reach.allowed)"
                )
            }
        }
    }

    /// A VIP data store is what a router passes on: properties only, no method — a method would
    /// be business logic reached around the interactor.
    static func vipDataStoresHoldOnlyProperties(_ files: [SourceFile]) -> [Finding] {
        files.filter { $0.pattern == "VIP" }.flatMap { file -> [Finding] in
            let finder = DataStoreMethodFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            let methods = finder.found.map { (store, member) in
                Finding(
                    path: file.path, line: file.line(of: member),
                    rule:
                        "\(store) asks for more than properties: a data store holds what a router passes on, nothing that acts"
                )
            }
            let functions = finder.functionProperties.map { (store, name, node) in
                Finding(
                    path: file.path, line: file.line(of: node),
                    rule:
                        "\(store).\(name) is a function: a data store holds what a router passes on, nothing that acts")
            }
            let observed = finder.conformances.flatMap { (type, stores, variable) in
                variable.bindings.compactMap { binding -> Finding? in
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        stores.contains(where: { finder.requirements[$0, default: []].contains(name) }),
                        case .accessors(let accessors) = binding.accessorBlock?.accessors,
                        accessors.contains(where: {
                            [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind)
                        })
                    else { return nil }
                    return Finding(
                        path: file.path, line: file.line(of: binding),
                        rule:
                            "\(type).\(name) acts when a router sets it (didSet): a data store holds what a router passes on; the interactor acts when asked"
                    )
                }
            }
            return methods + functions + observed
        }
    }

    /// `showCardDetails(of:)`: the protocol's functions with their argument labels.
    static func requirementSignatures(of file: SourceFile) -> Set<String> {
        var signatures = Set<String>()
        for item in file.tree.statements {
            guard let declaration = item.item.as(ProtocolDeclSyntax.self) else { continue }
            for member in declaration.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                signatures.insert(function.name.text + "(" + labels + ")")
            }
        }
        return signatures
    }

    static func requirementNames(of file: SourceFile) -> Set<String> {
        var names = Set<String>()
        for item in file.tree.statements {
            guard let declaration = item.item.as(ProtocolDeclSyntax.self) else { continue }
            for member in declaration.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) { names.insert(function.name.text) }
            }
        }
        return names
    }
}
