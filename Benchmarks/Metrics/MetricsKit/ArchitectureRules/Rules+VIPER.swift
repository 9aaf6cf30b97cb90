import SwiftSyntax

/// VIPER's own rules: what its roles may and may not do (Variants/README.md's rule table).
extension Rules {
    /// VIPER: an interactor hands its presenter plain values, never an entity (objc.io's VIPER:
    /// entities stay behind the interactor). A presenter file names no Domain type with an
    /// identity — `Player`, `Card` — though it may name one's `ID`; what another module needs of
    /// an entity crosses in that module's input, which the presenter carries unopened.
    static func viperPresentersNameNoEntity(_ files: [SourceFile], entities: Set<String>) -> [Finding] {
        files.filter { $0.pattern == "VIPER" && $0.plays("Presenter") }.flatMap { file -> [Finding] in
            let finder = EntityNameFinder(viewMode: .sourceAccurate, entities: entities)
            finder.walk(file.tree)
            return oncePerLine(finder.found.map(\.node), in: file).compactMap { node in
                guard let name = finder.found.first(where: { $0.node.id == node.id })?.name else { return nil }
                return Finding(
                    path: file.path, line: file.line(of: node),
                    rule:
                        "a VIPER presenter names \(name), a Domain entity: the interactor keeps the entities and tells its presenter plain values"
                )
            }
        }
    }

    /// VIPER: the interactor tells its presenter what changed, as output values; no presenter
    /// reads an interactor's state. An interactor protocol declares no property, and a presenter
    /// only calls its interactor.
    static func viperPresentersReadNoInteractorState(_ files: [SourceFile]) -> [Finding] {
        let viper = files.filter { $0.pattern == "VIPER" }
        let properties = viper.filter { $0.name.hasSuffix("Protocols") }.flatMap { file -> [Finding] in
            file.tree.statements.compactMap { $0.item.as(ProtocolDeclSyntax.self) }
                .filter { $0.name.text.hasSuffix("InteractorProtocol") }
                .flatMap { declaration in
                    declaration.memberBlock.members.compactMap { member -> Finding? in
                        if let variable = member.decl.as(VariableDeclSyntax.self) {
                            return Finding(
                                path: file.path, line: file.line(of: variable),
                                rule:
                                    "\(declaration.name.text) has a property: a VIPER interactor tells its presenter what changed; nothing reads its state"
                            )
                        }
                        // A function that answers is a property by another name.
                        if let function = member.decl.as(FunctionDeclSyntax.self),
                            function.signature.returnClause != nil
                        {
                            return Finding(
                                path: file.path, line: file.line(of: function),
                                rule:
                                    "\(declaration.name.text).\(function.name.text) answers the presenter: a VIPER interactor tells its output what changed, it returns nothing"
                            )
                        }
                        return nil
                    }
                }
        }
        let reads = viper.filter { $0.name.hasSuffix("Presenter") }.flatMap { file -> [Finding] in
            // Whatever the presenter calls its interactor: every property of an interactor's type.
            let names = interactorProperties(of: file).union(["interactor"])
            return names.sorted().flatMap { name -> [Syntax] in
                let finder = StateReadFinder(viewMode: .sourceAccurate, base: name)
                finder.walk(file.tree)
                return finder.found
            }.sorted { $0.position.utf8Offset < $1.position.utf8Offset }.map {
                Finding(
                    path: file.path, line: file.line(of: $0),
                    rule: "a VIPER presenter reads its interactor's state: the interactor tells it, as output values")
            }
        }
        return properties + reads
    }

    /// A VIPER presenter keeps no state of the use case: besides its view (weakly), interactor,
    /// router and request, it may keep only what it last showed the view — a property whose type
    /// the module's view protocol takes. The typed username, a count, the highlighted row are the
    /// interactor's, which tells the presenter what changed.
    static func viperPresentersKeepNoUseCaseState(_ files: [SourceFile]) -> [Finding] {
        let viper = files.filter { $0.pattern == "VIPER" }
        return viper.filter { $0.plays("Presenter") }.flatMap { file -> [Finding] in
            let protocols = viper.first { $0.folders == file.folders && $0.name.hasSuffix("Protocols") }
            let shown = protocols.map(viewProtocolTypeNames) ?? []
            let finder = StoredPropertyTypeFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.properties.compactMap { property -> Finding? in
                guard let variable = property.node.parent?.parent?.as(VariableDeclSyntax.self),
                    variable.bindingSpecifier.tokenKind == .keyword(.var),
                    !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.weak) })
                else { return nil }
                let typeNames = Set(
                    (property.type ?? "").split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
                if typeNames.contains("RequestState") || !typeNames.isDisjoint(with: shown) { return nil }
                return Finding(
                    path: file.path, line: file.line(of: property.node),
                    rule:
                        "a VIPER presenter keeps the use case's state (\(property.name)): the interactor holds it and tells the presenter what changed"
                )
            }
        }
    }

    /// The type names the `…ViewProtocol`s of a VIPER module's protocols file take or hold.
    static func viewProtocolTypeNames(_ file: SourceFile) -> Set<String> {
        let views = file.tree.statements.compactMap { $0.item.as(ProtocolDeclSyntax.self) }.filter {
            $0.name.text.hasSuffix("ViewProtocol")
        }
        return Set(
            views.flatMap { view -> [String] in
                let finder = TypeNameFinder(viewMode: .sourceAccurate)
                finder.walk(view.memberBlock)
                return finder.found.map(\.name)
            }
        ).subtracting(["String", "Int", "Bool", "Double", "Optional", "Array"])
    }

    /// The names of a file's properties whose type names an interactor: `let useCase: any
    /// LoginInteractorProtocol` → "useCase".
    static func interactorProperties(of file: SourceFile) -> Set<String> {
        let finder = VariableFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return Set(
            finder.found.flatMap { variable in
                variable.bindings.compactMap { binding -> String? in
                    guard let type = binding.typeAnnotation?.type.trimmedDescription, type.contains("Interactor") else {
                        return nil
                    }
                    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
            })
    }
}
