import Foundation
import SwiftSyntax

/// The patterns' rules that can be read from the source, each as the finding of a broken one.
/// Variants/README.md and each pattern's README state them; these say where one is broken.
enum Rules {
    /// The roles that decide never import the terminal kit: they see plain values.
    static let decidingRoles = [
        "ViewModel", "Presenter", "Interactor", "Worker", "ViewProtocol", "Protocols", "Models", "Output", "Feature",
    ]

    static func decidingRolesImportNoTerminalKit(_ files: [SourceFile]) -> [Finding] {
        files.flatMap { file -> [Finding] in
            guard let role = decidingRoles.first(where: file.plays) else { return [] }
            // Every import, under `#if` too, and of one declaration (`import struct TerminalUI.Key`).
            let finder = ImportFinder(viewMode: .all)
            finder.walk(file.tree)
            return finder.found.filter { $0.path.first?.name.text == "TerminalUI" }.map { importDecl in
                Finding(
                    path: file.path, line: file.line(of: importDecl),
                    rule: "a \(role) imports TerminalUI: the roles that decide see plain values, never the terminal kit"
                )
            }
        }
    }

    /// What the roles that decide may import: the model, the presentation seams, the standard
    /// library's and the camera's and images' values they are told. The stores, the network and
    /// the app's assembly are reached through Domain's protocols, handed in by the assembly.
    static let decidingRoleImports: Set<String> = [
        "Domain", "Presentation", "Foundation", "Observation", "Camera", "Imaging",
    ]

    /// Each role imports only what its role may: a deciding role only `decidingRoleImports`
    /// (TerminalUI has its own rule), and no file of a variant the storage, the network or the
    /// backend — the assembly is `AppSupport`'s. A presenter that imports Storage to branch on its
    /// error is named, although SwiftPM's shared module folder would let it build.
    static func rolesImportOnlyWhatTheyMay(_ files: [SourceFile]) -> [Finding] {
        let nobodys: Set<String> = [
            "Storage", "Networking", "Backend", "BackendApp", "CNcursesw", "CTurboJPEG", "CTerminalGuard",
        ]
        return files.flatMap { file -> [Finding] in
            let role = decidingRoles.first(where: file.plays)
            let finder = ImportFinder(viewMode: .all)
            finder.walk(file.tree)
            return finder.found.compactMap { importDecl -> Finding? in
                guard let module = importDecl.path.first?.name.text, module != "TerminalUI" else { return nil }
                if nobodys.contains(module) {
                    return Finding(
                        path: file.path, line: file.line(of: importDecl),
                        rule:
                            "\(file.name) imports \(module): a variant reaches the stores, the network and the backend only through Domain's protocols, which AppSupport's assembly hands in"
                    )
                }
                guard let role, !decidingRoleImports.contains(module) else { return nil }
                return Finding(
                    path: file.path, line: file.line(of: importDecl),
                    rule:
                        "a \(role) imports \(module): a role that decides imports only \(decidingRoleImports.sorted().joined(separator: ", "))"
                )
            }
        }
    }

    /// The roles that take the decisions know nothing of the screens that show them: they never
    /// name a view, a view controller, a controller or a `Screen` — not even to build one.
    static let rolesThatNameNoView = ["ViewModel", "Presenter", "Interactor", "Worker", "Feature"]

    static func decidingRolesNameNoView(_ files: [SourceFile]) -> [Finding] {
        files.filter { $0.pattern != "MVC" }.flatMap { file -> [Finding] in
            guard let role = rolesThatNameNoView.first(where: file.plays) else { return [] }
            let finder = IdentifierFinder(viewMode: .sourceAccurate) { name in
                name.first?.isUppercase == true
                    && (name == "Screen" || ["View", "ViewController", "Controller"].contains { name.hasSuffix($0) })
            }
            finder.walk(file.tree)
            return finder.found.map { node in
                Finding(
                    path: file.path, line: file.line(of: node),
                    rule:
                        "a \(role) names \(node.trimmedDescription): the roles that decide never name a view, a view controller or a screen"
                )
            }
        }
    }

    /// The one role of each pattern that moves between screens.
    static let navigatingRole = [
        "MVC": "Controller", "MVVM": "Coordinator", "MVP": "View", "MVPC": "Coordinator", "VIPER": "Router",
        "VIP": "Router", "UDF": "Navigator", "Composition": "Controller",
    ]
    /// The roles that assemble a screen may hand the navigation on; they never use it.
    static let assemblyRoles = ["Launch", "Module", "Configurator", "Dependencies"]

    /// Only the navigating role moves between screens, or even names the navigation: any use of
    /// `navigation` (`push`, `pop`, `popToRoot`, `setRoot`, or an alias made of it), `Navigating`,
    /// `NavigationStack`, or a call of the screen's own `goBack()`. A closure given to a widget
    /// counts as the file it is written in.
    static func onlyTheNavigatingRoleNavigates(_ files: [SourceFile]) -> [Finding] {
        files.flatMap { file -> [Finding] in
            guard let pattern = file.pattern, let navigating = navigatingRole[pattern],
                !file.plays(navigating),
                !assemblyRoles.contains(where: file.plays)
            else { return [] }
            let named = IdentifierFinder(viewMode: .sourceAccurate) {
                ["navigation", "Navigating", "NavigationStack"].contains($0)
            }
            named.walk(file.tree)
            let goingBack = CallFinder(viewMode: .sourceAccurate) { $0 == "goBack" }
            goingBack.walk(file.tree)
            return oncePerLine(named.found + goingBack.found, in: file).map { node in
                Finding(
                    path: file.path, line: file.line(of: node),
                    rule:
                        "\(file.name) navigates: in \(Layer.spokenName(of: pattern)) only the \(navigating.lowercased()) moves between screens"
                )
            }
        }
    }

    /// One node per line: a line that breaks a rule twice is named once.
    static func oncePerLine(_ nodes: [Syntax], in file: SourceFile) -> [Syntax] {
        var seen = Set<Int>()
        return nodes.sorted { file.line(of: $0) < file.line(of: $1) }.filter { seen.insert(file.line(of: $0)).inserted }
    }

    /// MVP-C and MVVM, the two patterns with coordinators: the role that decides (a presenter, a
    /// view model) tells its coordinator through its output — a protocol the coordinator conforms
    /// to, held weakly, as the coordinator holds the role — never through a closure it keeps
    /// (MVP's way, and a route closure set by the coordinator). An MVVM view model may keep the
    /// event closures its own view sets and hears (`onAlert`): that is the binding, not a route.
    static func coordinatedRolesTellAWeakOutput(_ files: [SourceFile]) -> [Finding] {
        let heardByViews = Set(
            files.filter { $0.pattern == "MVVM" && $0.plays("View") }.flatMap { file -> [String] in
                let finder = ViewModelUseFinder(viewMode: .sourceAccurate)
                finder.walk(file.tree)
                return finder.found.filter(\.isWritten).map { "\(file.folders.joined(separator: "/"))/\($0.name)" }
            })
        let deciding = files.filter {
            ($0.pattern == "MVPC" && $0.plays("Presenter")) || ($0.pattern == "MVVM" && $0.plays("ViewModel"))
        }
        return deciding.flatMap { file -> [Finding] in
            let role = file.pattern == "MVVM" ? "an MVVM view model" : "an MVP-C presenter"
            let finder = VariableFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            let stored = finder.found.filter { variable in
                variable.parent?.is(MemberBlockItemSyntax.self) == true
                    && !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
            }
            return stored.flatMap { variable -> [Finding] in
                let isWeak = variable.modifiers.contains { $0.name.tokenKind == .keyword(.weak) }
                return variable.bindings.compactMap { binding -> Finding? in
                    guard binding.accessorBlock == nil,
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    else { return nil }
                    if isFunctionType(binding.typeAnnotation?.type)
                        || binding.initializer?.value.is(ClosureExprSyntax.self) == true
                    {
                        guard !heardByViews.contains("\(file.folders.joined(separator: "/"))/\(name)") else {
                            return nil
                        }
                        return Finding(
                            path: file.path, line: file.line(of: binding),
                            rule:
                                "\(role) keeps a closure, \(name), that its view does not hear: it tells its output, a protocol its coordinator conforms to"
                        )
                    }
                    if !isWeak, binding.typeAnnotation?.type.trimmedDescription.contains("Output") == true {
                        return Finding(
                            path: file.path, line: file.line(of: binding),
                            rule:
                                "\(role) holds its output \(name) strongly: the coordinator holds it, and it holds its output weakly"
                        )
                    }
                    return nil
                }
            }
        }
    }

    /// Whether a type is a function's, seen through optionals, attributes and parentheses.
    static func isFunctionType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if type.is(FunctionTypeSyntax.self) { return true }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return isFunctionType(unwrapped.wrappedType)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.firstName == nil
        {
            return isFunctionType(only.type)
        }
        return false
    }

    /// VIP and VIPER: the interactor decides, the presenter words. A text of an interactor (or a
    /// VIP worker) — a string literal whose own words have a letter — is named; an interpolated
    /// error (`"\(error)"`: Domain's own reason) or a path (`"/"`) is not.
    static func interactorsWordNothing(_ files: [SourceFile]) -> [Finding] {
        files.filter { ["VIP", "VIPER"].contains($0.pattern) && ($0.plays("Interactor") || $0.plays("Worker")) }.flatMap
        { file -> [Finding] in
            let finder = StringLiteralFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            let worded = finder.found.filter { literal in
                literal.segments.contains { segment in
                    segment.as(StringSegmentSyntax.self)?.content.text.contains(where: \.isLetter) == true
                }
            }
            return oncePerLine(worded.map(Syntax.init), in: file).map { node in
                Finding(
                    path: file.path, line: file.line(of: node),
                    rule:
                        "\(article(file.pattern ?? "")) \(Layer.spokenName(of: file.pattern ?? "")) \(file.plays("Worker") ? "worker" : "interactor") words a text: the presenter words every text; the interactor tells it what happened"
                )
            }
        }
    }

    /// A view never runs a clock: the role that decides (view model, presenter, interactor) owns
    /// the ticks, on the kit's `Scheduling`, so its tests move time. MVC has no such role: its
    /// controller is the screen.
    static func viewsRunNoClock(_ files: [SourceFile]) -> [Finding] {
        files.filter { file in
            switch file.pattern {
            case "MVVM", "MVP", "MVPC", "VIPER", "UDF": return file.plays("View")
            case "VIP": return file.plays("ViewController")
            default: return false
            }
        }
        .flatMap { file -> [Finding] in
            // `every(…)` on the app or a scheduler, a loop of its own around `Task.sleep`, or
            // Foundation's and Dispatch's own clocks.
            let clocks: Set = ["every", "sleep", "asyncAfter", "scheduledTimer", "Timer", "makeTimerSource"]
            let finder = CallFinder(viewMode: .sourceAccurate) { clocks.contains($0) }
            finder.walk(file.tree)
            let pattern = file.pattern ?? ""
            return oncePerLine(finder.found, in: file).map {
                Finding(
                    path: file.path, line: file.line(of: $0),
                    rule:
                        "\(article(pattern)) \(Layer.spokenName(of: pattern)) view runs a clock: the ticks belong to the role that decides, on Scheduling, so its tests move time"
                )
            }
        }
    }

    /// A passive view — MVP's, MVP-C's and VIPER's view, VIP's view controller — holds no text
    /// of its own: its presenter words alerts, sheets, pickers and status lines. A literal may
    /// only make one of the kit's own types (a button's title, a key's name) or a screen's title,
    /// or sit in a helper of the file that makes one.
    static func passiveViewsWordNothing(_ files: [SourceFile], kitTypes: Set<String>) -> [Finding] {
        files.filter { file in
            switch file.pattern {
            case "MVVM", "MVP", "MVPC", "VIPER", "UDF": return file.plays("View")
            case "VIP": return file.plays("ViewController")
            default: return false
            }
        }
        .flatMap { file -> [Finding] in
            let pattern = file.pattern ?? ""
            let role = pattern == "VIP" ? "view controller" : "view"
            // In UDF the texts are in the state, which the reducer sets; in MVVM the view model's.
            let worder =
                switch pattern {
                case "UDF": "the state holds"
                case "MVVM": "the view model words"
                default: "the presenter formats"
                }
            let helpers = KitHelperFinder(viewMode: .sourceAccurate, kitTypes: kitTypes)
            helpers.walk(file.tree)
            let finder = StringLiteralFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.found.compactMap { literal in
                let calls = sequence(first: Syntax(literal), next: \.parent).compactMap {
                    $0.as(FunctionCallExprSyntax.self)
                }
                let callees = calls.map(Self.calleeName)
                if let modal = callees.first(where: isModal) {
                    return Finding(
                        path: file.path, line: file.line(of: literal),
                        rule:
                            "\(article(pattern)) \(Layer.spokenName(of: pattern)) \(role) words \(modal.hasPrefix("ColumnPicker") ? "a picker" : "an alert"): \(worder) every text, the \(role) displays it"
                    )
                }
                let makesKitType = callees.contains { callee in
                    callee == "super.init" || kitTypes.contains(String(callee.split(separator: ".").first ?? ""))
                        || helpers.found.contains(callee)
                }
                guard !makesKitType else { return nil }
                return Finding(
                    path: file.path, line: file.line(of: literal),
                    rule:
                        "\(article(pattern)) \(Layer.spokenName(of: pattern)) \(role) holds a text of its own: \(worder) every text, the \(role) displays it"
                )
            }
        }
    }

    /// The modals whose texts a passive view's presenter words.
    static let modalTypes: Set<String> = ["AlertContent", "AlertButton", "ActionSheet", "Alert", "ColumnPicker"]

    /// `AlertContent(…)`, `AlertContent.error(…)`, `ActionSheet.init(…)`: a modal made.
    static func isModal(_ callee: String) -> Bool {
        modalTypes.contains { callee == $0 || callee.hasPrefix($0 + ".") }
    }

    static func calleeName(_ call: FunctionCallExprSyntax) -> String {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.base.map { $0.trimmedDescription + "." } ?? ".") + member.declName.baseName.text
        }
        return call.calledExpression.trimmedDescription
    }

    /// Nothing kept that nothing reads: every stored property of a type in `Variants/`, and every
    /// read-only property a protocol there asks for, is read somewhere — a private one in its own
    /// file, any other in some file of `Variants/`. Written is not read: `x = 1` and
    /// `router.viewController = viewController` keep a value nobody uses. Read by name, without
    /// types: a property whose name another one shares may pass unseen.
    static func storedPropertiesAreRead(_ files: [SourceFile]) -> [Finding] {
        var readsByFile: [String: Set<String>] = [:]
        var memberReads = Set<String>()
        var bareReads = Set<String>()
        for file in files {
            let finder = ReadFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            readsByFile[file.path] = finder.bareReads.union(finder.memberReads)
            memberReads.formUnion(finder.memberReads)
            bareReads.formUnion(finder.bareReads)
        }
        return files.flatMap { file -> [Finding] in
            let finder = PropertyFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.properties.compactMap { property in
                let isRead: Bool
                if property.isPrivate {
                    isRead = readsByFile[file.path, default: []].contains(property.name)
                } else if property.isRequirement {
                    isRead = memberReads.contains(property.name)
                } else {
                    isRead =
                        memberReads.contains(property.name)
                        || readsByFile[file.path, default: []].contains(property.name)
                }
                guard !isRead else { return nil }
                return Finding(
                    path: file.path, line: file.line(of: property.node),
                    rule:
                        "\(property.owner).\(property.name) is never read: what nothing reads teaches that it matters; remove it"
                )
            }
        }
    }

    /// "an MVVM", "a VIPER": as the pattern's name is said.
    static func article(_ pattern: String) -> String {
        pattern.hasPrefix("M") ? "an" : "a"
    }
}
