import SwiftSyntax

/// MVC-Composition's rules, the one the seed article states — each controller has a single
/// responsibility — read as who may do what: a screen's container (`<Screen>/<Screen>Controller`)
/// assembles its children and decides; a child that shows does no work; a child that fetches
/// (`…FetcherController`) draws nothing; children speak only through their outputs.
extension Rules {
    /// The services and the work a showing child must not reach: Domain's service protocols
    /// (`…Service`, `…Store`), the card sync, the camera, and `perform` (the app's async work).
    static let compositionWork: Set<String> = ["CardSync", "Camera", "LivePreview", "PreviewLoader", "perform"]

    /// The layout a container may build its content of: everything else the kit's widget folder
    /// declares is a widget, which a child owns.
    static let compositionLayout: Set<String> = ["Stack", "Row", "ChildSlot", "Spacer"]

    /// A child that shows never calls a service nor starts work: it shows what it is told and
    /// reports what the person did. Not caught: a service reached under a name that does not end
    /// in `Service` or `Store` and is not in `compositionWork`.
    static func compositionShowingChildrenDoNoWork(_ files: [SourceFile]) -> [Finding] {
        files.filter { $0.isCompositionChild && !$0.isCompositionFetcher }.flatMap { file -> [Finding] in
            let finder = IdentifierFinder(viewMode: .sourceAccurate) { name in
                isServiceType(name) || compositionWork.contains(name)
            }
            finder.walk(file.tree)
            return oncePerLine(finder.found, in: file).compactMap { found -> Finding? in
                guard let name = found.as(TokenSyntax.self)?.text else { return nil }
                return Finding(
                    path: file.path, line: file.line(of: found),
                    rule:
                        "a child that shows names \(name): it shows what it is given and reports what was done; its container or a fetcher does the work"
                )
            }
        }
    }

    /// A child that fetches draws nothing: it makes no widget and sets no content of its own;
    /// what it loads goes to its outputs.
    static func compositionFetchersDrawNothing(_ files: [SourceFile], widgets: Set<String>) -> [Finding] {
        files.filter(\.isCompositionFetcher).flatMap { file -> [Finding] in
            let made = CallFinder(viewMode: .sourceAccurate) { widgets.contains($0) }
            made.walk(file.tree)
            let content = IdentifierFinder(viewMode: .sourceAccurate) { $0 == "content" }
            content.walk(file.tree)
            return oncePerLine(made.found + content.found, in: file).map { node in
                Finding(
                    path: file.path, line: file.line(of: node),
                    rule:
                        "a fetcher draws (\(node.trimmedDescription.prefix(40))): a child that fetches hands what it loads to its outputs; a child that shows draws it"
                )
            }
        }
    }

    /// A container assembles and decides, and lays out no widget itself: its content is made of
    /// `Stack`, `Row` and the slots its children show in.
    static func compositionContainersLayOutNoWidgets(_ files: [SourceFile], widgets: Set<String>) -> [Finding] {
        let drawn = widgets.subtracting(compositionLayout)
        return files.filter(\.isCompositionContainer).flatMap { file -> [Finding] in
            let made = CallFinder(viewMode: .sourceAccurate) { drawn.contains($0) }
            made.walk(file.tree)
            return oncePerLine(made.found, in: file).map { node in
                Finding(
                    path: file.path, line: file.line(of: node),
                    rule:
                        "a container makes a widget (\(node.trimmedDescription.prefix(40))): it lays out its children's slots; a child owns the widgets"
                )
            }
        }
    }

    /// The children both apps reuse (`Variants/Composition/Children/`) know no model: they import
    /// no Domain and name none of its types, so that any screen of either app can use them.
    static func compositionSharedChildrenNameNoDomainType(_ files: [SourceFile], domainTypes: Set<String>)
        -> [Finding]
    {
        files.filter { $0.pattern == "Composition" && $0.folders.count == 3 && $0.folders[2] == "Children" }.flatMap {
            file -> [Finding] in
            let imports = ImportFinder(viewMode: .all)
            imports.walk(file.tree)
            let importing = imports.found.filter { $0.path.first?.name.text == "Domain" }.map { node in
                Finding(
                    path: file.path, line: file.line(of: node),
                    rule: "a reused child imports Domain: the children both apps share take no model type")
            }
            let names = TypeNameFinder(viewMode: .sourceAccurate)
            names.walk(file.tree)
            let naming = names.found.filter { domainTypes.contains($0.name) }.map { found in
                Finding(
                    path: file.path, line: file.line(of: found.node),
                    rule:
                        "a reused child names \(found.name), a Domain type: the children both apps share take no model type"
                )
            }
            return importing + naming
        }
    }

    /// Children reach their container and siblings only through their declared outputs: a child
    /// never names `parent`, `root`, `children` or the navigation, and holds no other controller.
    static func compositionChildrenReachOnlyThroughOutputs(_ files: [SourceFile]) -> [Finding] {
        let reaching: Set<String> = ["parent", "root", "children", "navigation"]
        return files.filter(\.isCompositionChild).flatMap { file -> [Finding] in
            let finder = IdentifierFinder(viewMode: .sourceAccurate) { reaching.contains($0) }
            finder.walk(file.tree)
            let reached = oncePerLine(finder.found, in: file).map { node in
                Finding(
                    path: file.path, line: file.line(of: node),
                    rule:
                        "a child reaches \(node.trimmedDescription): it speaks to its container only through its outputs (`on…` closures)"
                )
            }
            let properties = StoredPropertyTypeFinder(viewMode: .sourceAccurate)
            properties.walk(file.tree)
            let held = properties.properties.filter { $0.type?.hasSuffix("Controller") == true }.map { property in
                Finding(
                    path: file.path, line: file.line(of: property.node),
                    rule:
                        "a child holds \(property.name), another controller: a sibling is reached through the container, never directly"
                )
            }
            return reached + held
        }
    }
}

extension SourceFile {
    /// A screen's container: `Variants/Composition/<App>/<Screen>/<Screen>Controller.swift`.
    var isCompositionContainer: Bool {
        pattern == "Composition" && folders.count == 4 && name == folders[3] + "Controller"
    }

    /// Any other controller of MVC-Composition: a child, reused or a screen's own.
    var isCompositionChild: Bool {
        pattern == "Composition" && plays("Controller") && !isCompositionContainer
    }

    /// A child that fetches: `…FetcherController`.
    var isCompositionFetcher: Bool { isCompositionChild && plays("FetcherController") }
}
