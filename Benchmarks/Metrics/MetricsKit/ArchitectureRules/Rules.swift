import Foundation
import SwiftSyntax

/// The patterns' rules that can be read from the source, each as the finding of a broken one.
/// Variants/README.md and each pattern's README state them; these say where one is broken.
enum Rules {
    /// The roles that decide never import the terminal kit: they see plain values.
    static let decidingRoles = ["ViewModel", "Presenter", "Interactor", "Worker", "ViewProtocol", "Protocols", "Models", "Output", "Feature"]

    static func decidingRolesImportNoTerminalKit(_ files: [SourceFile]) -> [Finding] {
        files.flatMap { file -> [Finding] in
            guard let role = decidingRoles.first(where: file.plays) else { return [] }
            // Every import, under `#if` too, and of one declaration (`import struct TerminalUI.Key`).
            let finder = ImportFinder(viewMode: .all)
            finder.walk(file.tree)
            return finder.found.filter { $0.path.first?.name.text == "TerminalUI" }.map { importDecl in
                Finding(path: file.path, line: file.line(of: importDecl),
                        rule: "a \(role) imports TerminalUI: the roles that decide see plain values, never the terminal kit")
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
                name.first?.isUppercase == true && (name == "Screen" || ["View", "ViewController", "Controller"].contains { name.hasSuffix($0) })
            }
            finder.walk(file.tree)
            return finder.found.map { node in
                Finding(path: file.path, line: file.line(of: node),
                        rule: "a \(role) names \(node.trimmedDescription): the roles that decide never name a view, a view controller or a screen")
            }
        }
    }

    /// MVP's passive view: a view navigates only when its presenter tells it, in a method of its
    /// view protocol (or a private helper only such methods call), and never from a closure that
    /// runs later on its own.
    static func mvpViewsNavigateOnlyWhenTold(_ files: [SourceFile]) -> [Finding] {
        // By folder and name: each app has a `LoginViewProtocol` of its own.
        let protocolFiles = Dictionary(files.filter { $0.name.hasSuffix("ViewProtocol") }.map { ($0.folders + [$0.name], $0) }) { first, _ in first }
        return files.filter { $0.pattern == "MVP" && $0.plays("View") }
            .flatMap { file -> [Finding] in
                let told = protocolFiles[file.folders + [file.name + "Protocol"]].map(requirementNames) ?? []
                let finder = NavigationFinder(viewMode: .sourceAccurate)
                finder.walk(file.tree)
                let navigating = finder.calls.compactMap { call -> Finding? in
                    if call.inClosure {
                        return Finding(path: file.path, line: file.line(of: call.node),
                                       rule: "an MVP view navigates from a closure, later and on its own: the presenter tells the view when to navigate")
                    }
                    guard let function = call.function, !told.contains(function) else { return nil }
                    return Finding(path: file.path, line: file.line(of: call.node),
                                   rule: "an MVP view navigates in \(function)(), which its view protocol does not have: the presenter tells the view when to navigate")
                }
                // A told method that navigates, called by the view itself (a key bound to it).
                let toldSignatures = protocolFiles[file.folders + [file.name + "Protocol"]].map(requirementSignatures) ?? []
                let navigatingFunctions = Set(finder.calls.compactMap(\.function))
                let selfCalls = CallFinder(viewMode: .sourceAccurate) { navigatingFunctions.contains($0) }
                selfCalls.walk(file.tree)
                let toldItself = selfCalls.found.compactMap { node -> Finding? in
                    guard let call = node.as(FunctionCallExprSyntax.self) else { return nil }
                    let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
                    guard base == nil || base == "self" || base == "self?" else { return nil }
                    let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                    let signature = name + "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
                    guard toldSignatures.contains(signature) else { return nil }
                    return Finding(path: file.path, line: file.line(of: node),
                                   rule: "an MVP view calls \(name)() itself: the presenter tells the view when to navigate")
                }
                return navigating + toldItself
            }
    }

    /// MVP-C: a view is made with its presenter and its widgets, nothing it would need to build
    /// another screen — no service, no scheduler, no path, no seam. What it keeps besides comes
    /// later, from its presenter (a `var` with a first value). Nor does it name a service's type
    /// anywhere, held or not. `widgets` are the kit's widget types.
    static func mvpcViewsHoldOnlyTheirPresenterAndWidgets(_ files: [SourceFile], widgets: Set<String>) -> [Finding] {
        files.filter { $0.pattern == "MVPC" && $0.plays("View") }
            .flatMap { file -> [Finding] in
                let finder = StoredPropertyTypeFinder(viewMode: .sourceAccurate)
                finder.walk(file.tree)
                // Its own presenter only: `PlayerListView` holds a `PlayerListPresenter`.
                let ownPresenter = String(file.name.dropLast("View".count)) + "Presenter"
                let held = finder.properties.compactMap { property -> Finding? in
                    guard !property.isKeptState, let type = property.type, type != ownPresenter, !widgets.contains(type) else { return nil }
                    return Finding(path: file.path, line: file.line(of: property.node),
                                   rule: "an MVP-C view holds \(property.name) (\(type)): a view holds its presenter and its widgets; the coordinator builds the next screen")
                }
                let types = TypeNameFinder(viewMode: .sourceAccurate)
                types.walk(file.tree)
                let named = types.found.filter { isService($0.name) }.map { type in
                    Finding(path: file.path, line: file.line(of: type.node),
                            rule: "an MVP-C view names \(type.name), a service: only the coordinator knows what the next screen is made with")
                }
                // Nor does it build one: a presenter, a view that is no widget, or anything by `make`.
                let builds = CallFinder(viewMode: .sourceAccurate) { name in
                    name == "make" || (name.first?.isUppercase == true && (name.hasSuffix("Presenter") || (name.hasSuffix("View") && !widgets.contains(name))))
                }
                builds.walk(file.tree)
                let built = builds.found.map { call in
                    Finding(path: file.path, line: file.line(of: call),
                            rule: "an MVP-C view builds \(call.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? "a screen"): the coordinator builds screens")
                }
                return (held + named + built).sorted { $0.line < $1.line }
            }
    }

    /// What a screen is made with, which an MVP-C view never names: Domain's services and stores,
    /// the card sync, the camera, and the app's seams and environment.
    private static func isService(_ type: String) -> Bool {
        type.hasSuffix("Service") || type.hasSuffix("Store")
            || ["CardSync", "Camera", "Scheduling", "WorkRunning", "AppSeams", "AppEnvironment"].contains(type)
    }

    /// MVP-C: the coordinator navigates and builds screens; a view never navigates, a presenter
    /// never builds a presenter or a view and never reaches the navigation.
    static func mvpcCoordinatorsAloneNavigate(_ files: [SourceFile]) -> [Finding] {
        let mvpc = files.filter { $0.pattern == "MVPC" }
        let views = mvpc.filter { $0.plays("View") }.flatMap { file -> [Finding] in
            let finder = NavigationFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.calls.map {
                Finding(path: file.path, line: file.line(of: $0.node),
                        rule: "an MVP-C view navigates: its presenter tells the coordinator, which navigates")
            }
        }
        let presenters = mvpc.filter { $0.plays("Presenter") }.flatMap { file -> [Finding] in
            let builds = CallFinder(viewMode: .sourceAccurate) { name in
                (name.hasSuffix("View") || name.hasSuffix("Presenter")) && name.first?.isUppercase == true
            }
            builds.walk(file.tree)
            let navigation = IdentifierFinder(viewMode: .sourceAccurate) { $0 == "navigation" }
            navigation.walk(file.tree)
            return (builds.found + navigation.found).map {
                Finding(path: file.path, line: file.line(of: $0),
                        rule: "an MVP-C presenter builds a screen or navigates: it tells its output what happened, and the coordinator decides what comes next")
            }
        }
        return views + presenters
    }

    /// The one role of each pattern that moves between screens.
    static let navigatingRole = ["MVC": "Controller", "MVVM": "Coordinator", "MVP": "View", "MVPC": "Coordinator", "VIPER": "Router", "VIP": "Router", "UDF": "Navigator"]
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
            let named = IdentifierFinder(viewMode: .sourceAccurate) { ["navigation", "Navigating", "NavigationStack"].contains($0) }
            named.walk(file.tree)
            let goingBack = CallFinder(viewMode: .sourceAccurate) { $0 == "goBack" }
            goingBack.walk(file.tree)
            return oncePerLine(named.found + goingBack.found, in: file).map { node in
                Finding(path: file.path, line: file.line(of: node),
                        rule: "\(file.name) navigates: in \(spoken(pattern)) only the \(navigating.lowercased()) moves between screens")
            }
        }
    }

    /// The pattern as the READMEs write it.
    static func spoken(_ pattern: String) -> String {
        pattern == "MVPC" ? "MVP-C" : pattern
    }

    /// One node per line: a line that breaks a rule twice is named once.
    private static func oncePerLine(_ nodes: [Syntax], in file: SourceFile) -> [Syntax] {
        var seen = Set<Int>()
        return nodes.sorted { file.line(of: $0) < file.line(of: $1) }.filter { seen.insert(file.line(of: $0)).inserted }
    }

    /// MVP-C and MVVM, the two patterns with coordinators: the role that decides (a presenter, a
    /// view model) tells its coordinator through its output — a protocol the coordinator conforms
    /// to, held weakly, as the coordinator holds the role — never through a closure it keeps
    /// (MVP's way, and a route closure set by the coordinator). An MVVM view model may keep the
    /// event closures its own view sets and hears (`onAlert`): that is the binding, not a route.
    static func coordinatedRolesTellAWeakOutput(_ files: [SourceFile]) -> [Finding] {
        let heardByViews = Set(files.filter { $0.pattern == "MVVM" && $0.plays("View") }.flatMap { file -> [String] in
            let finder = ViewModelUseFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.found.filter(\.isWritten).map { "\(file.folders.joined(separator: "/"))/\($0.name)" }
        })
        let deciding = files.filter { ($0.pattern == "MVPC" && $0.plays("Presenter")) || ($0.pattern == "MVVM" && $0.plays("ViewModel")) }
        return deciding.flatMap { file -> [Finding] in
            let role = file.pattern == "MVVM" ? "an MVVM view model" : "an MVP-C presenter"
            let finder = VariableFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            let stored = finder.found.filter { variable in
                variable.parent?.is(MemberBlockItemSyntax.self) == true && !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
            }
            return stored.flatMap { variable -> [Finding] in
                let isWeak = variable.modifiers.contains { $0.name.tokenKind == .keyword(.weak) }
                return variable.bindings.compactMap { binding -> Finding? in
                    guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                    if isFunctionType(binding.typeAnnotation?.type) || binding.initializer?.value.is(ClosureExprSyntax.self) == true {
                        guard !heardByViews.contains("\(file.folders.joined(separator: "/"))/\(name)") else { return nil }
                        return Finding(path: file.path, line: file.line(of: binding),
                                       rule: "\(role) keeps a closure, \(name), that its view does not hear: it tells its output, a protocol its coordinator conforms to")
                    }
                    if !isWeak, binding.typeAnnotation?.type.trimmedDescription.contains("Output") == true {
                        return Finding(path: file.path, line: file.line(of: binding),
                                       rule: "\(role) holds its output \(name) strongly: the coordinator holds it, and it holds its output weakly")
                    }
                    return nil
                }
            }
        }
    }

    /// Whether a type is a function's, seen through optionals, attributes and parentheses.
    private static func isFunctionType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if type.is(FunctionTypeSyntax.self) { return true }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isFunctionType(unwrapped.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
            return isFunctionType(only.type)
        }
        return false
    }

    /// MVVM: a view binds. It reads its view model's state and calls its methods; it never
    /// writes the state (`viewModel.name = text`, `+=` too) nor sends the view model's events
    /// itself (`viewModel.onAlert(…)`): it only sets the event closures it is to hear
    /// (`viewModel.onAlert = …`). A view model's stored state is `private(set)` or private, so
    /// nothing outside it can write it; only its event closures (`on…`) are set from outside.
    static func mvvmViewsBindOnly(_ files: [SourceFile]) -> [Finding] {
        let mvvm = files.filter { $0.pattern == "MVVM" }
        let views = mvvm.filter { $0.plays("View") }.flatMap { file -> [Finding] in
            let finder = ViewModelUseFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.found.compactMap { use in
                let isEvent = use.name.count > 2 && use.name.hasPrefix("on") && use.name.dropFirst(2).first?.isUppercase == true
                if use.isWritten, !isEvent {
                    return Finding(path: file.path, line: file.line(of: use.node),
                                   rule: "an MVVM view writes viewModel.\(use.name): the view model's state is its own; the view calls one of its methods")
                }
                if use.isCalled, isEvent {
                    return Finding(path: file.path, line: file.line(of: use.node),
                                   rule: "an MVVM view sends viewModel.\(use.name) itself: the view model sends its events; the view calls one of its methods")
                }
                return nil
            }
        }
        let viewModels = mvvm.filter { $0.plays("ViewModel") }.flatMap { file -> [Finding] in
            let finder = VariableFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.found.filter { variable in
                variable.parent?.is(MemberBlockItemSyntax.self) == true
                    && variable.bindingSpecifier.tokenKind == .keyword(.var)
                    && !variable.modifiers.contains { [.keyword(.private), .keyword(.fileprivate), .keyword(.static)].contains($0.name.tokenKind) }
            }
            .flatMap { variable in
                variable.bindings.compactMap { binding -> Finding? in
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          !name.hasPrefix("on"), !isComputed(binding)
                    else { return nil }
                    return Finding(path: file.path, line: file.line(of: binding),
                                   rule: "\(file.name).\(name) can be written from outside: a view model's state is private(set); a view calls its methods")
                }
            }
        }
        return views + viewModels
    }

    /// A property with a getter of its own stores nothing; one with only `didSet`/`willSet` does.
    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return false }
        if case .accessors(let accessors) = block.accessors {
            return !accessors.allSatisfy { [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind) }
        }
        return true
    }

    /// MVC: a controller's view lays out its widgets and nothing else — its stored properties are
    /// `let` widgets (kit types), it decides nothing (no `if`, `guard`, `switch`, loop, ternary
    /// or `await`), wires no callback (a closure assigned) and has no method but static layout
    /// helpers. The controller decides.
    static func mvcViewsHoldNoLogic(_ files: [SourceFile], kitTypes: Set<String>) -> [Finding] {
        files.filter { $0.pattern == "MVC" && $0.plays("View") }.flatMap { file -> [Finding] in
            let variables = VariableFinder(viewMode: .sourceAccurate)
            variables.walk(file.tree)
            let state = variables.found.filter { $0.parent?.is(MemberBlockItemSyntax.self) == true }.flatMap { variable in
                variable.bindings.compactMap { binding -> Finding? in
                    let name = binding.pattern.trimmedDescription
                    let type = binding.typeAnnotation?.type.trimmedDescription
                        ?? binding.initializer.flatMap { $0.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription }
                    let isWidget = type.map { kitTypes.contains($0) } ?? false
                    guard variable.bindingSpecifier.tokenKind == .keyword(.var) || !isWidget else { return nil }
                    return Finding(path: file.path, line: file.line(of: binding),
                                   rule: "an MVC view holds \(name)\(type.map { " (\($0))" } ?? ""): a view lays out its widgets; its controller decides")
                }
            }
            let logic = LogicFinder(viewMode: .sourceAccurate)
            logic.walk(file.tree)
            return state + oncePerLine(logic.found, in: file).map { node in
                Finding(path: file.path, line: file.line(of: node),
                        rule: "an MVC view decides or acts (\(LogicFinder.describe(node))): a view lays out its widgets; its controller decides")
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
                return Finding(path: file.path, line: file.line(of: function),
                               rule: "an MVC view's \(function.name.text)() takes or gives \(model), the model: its controller decides what to show, the view lays out widgets")
            }
        }
    }

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
                return Finding(path: file.path, line: file.line(of: node),
                               rule: "a VIPER presenter names \(name), a Domain entity: the interactor keeps the entities and tells its presenter plain values")
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
                Finding(path: file.path, line: file.line(of: $0),
                        rule: "\(article(pattern)) \(spoken(pattern)) view runs a clock: the ticks belong to the role that decides, on Scheduling, so its tests move time")
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
                            return Finding(path: file.path, line: file.line(of: variable),
                                           rule: "\(declaration.name.text) has a property: a VIPER interactor tells its presenter what changed; nothing reads its state")
                        }
                        // A function that answers is a property by another name.
                        if let function = member.decl.as(FunctionDeclSyntax.self), function.signature.returnClause != nil {
                            return Finding(path: file.path, line: file.line(of: function),
                                           rule: "\(declaration.name.text).\(function.name.text) answers the presenter: a VIPER interactor tells its output what changed, it returns nothing")
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
                Finding(path: file.path, line: file.line(of: $0),
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
                      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.weak) }) else { return nil }
                let typeNames = Set((property.type ?? "").split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
                if typeNames.contains("RequestState") || !typeNames.isDisjoint(with: shown) { return nil }
                return Finding(path: file.path, line: file.line(of: property.node),
                               rule: "a VIPER presenter keeps the use case's state (\(property.name)): the interactor holds it and tells the presenter what changed")
            }
        }
    }

    /// The type names the `…ViewProtocol`s of a VIPER module's protocols file take or hold.
    private static func viewProtocolTypeNames(_ file: SourceFile) -> Set<String> {
        let views = file.tree.statements.compactMap { $0.item.as(ProtocolDeclSyntax.self) }.filter { $0.name.text.hasSuffix("ViewProtocol") }
        return Set(views.flatMap { view -> [String] in
            let finder = TypeNameFinder(viewMode: .sourceAccurate)
            finder.walk(view.memberBlock)
            return finder.found.map(\.name)
        }).subtracting(["String", "Int", "Bool", "Double", "Optional", "Array"])
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
            let worder = switch pattern {
            case "UDF": "the state holds"
            case "MVVM": "the view model words"
            default: "the presenter formats"
            }
            let helpers = KitHelperFinder(viewMode: .sourceAccurate, kitTypes: kitTypes)
            helpers.walk(file.tree)
            let finder = StringLiteralFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.found.compactMap { literal in
                let calls = sequence(first: Syntax(literal), next: \.parent).compactMap { $0.as(FunctionCallExprSyntax.self) }
                let callees = calls.map(Self.calleeName)
                if let modal = callees.first(where: isModal) {
                    return Finding(path: file.path, line: file.line(of: literal),
                                   rule: "\(article(pattern)) \(spoken(pattern)) \(role) words \(modal.hasPrefix("ColumnPicker") ? "a picker" : "an alert"): \(worder) every text, the \(role) displays it")
                }
                let makesKitType = callees.contains { callee in
                    callee == "super.init" || kitTypes.contains(String(callee.split(separator: ".").first ?? "")) || helpers.found.contains(callee)
                }
                guard !makesKitType else { return nil }
                return Finding(path: file.path, line: file.line(of: literal),
                               rule: "\(article(pattern)) \(spoken(pattern)) \(role) holds a text of its own: \(worder) every text, the \(role) displays it")
            }
        }
    }

    /// The modals whose texts a passive view's presenter words.
    static let modalTypes: Set<String> = ["AlertContent", "AlertButton", "ActionSheet", "Alert", "ColumnPicker"]

    /// `AlertContent(…)`, `AlertContent.error(…)`, `ActionSheet.init(…)`: a modal made.
    private static func isModal(_ callee: String) -> Bool {
        modalTypes.contains { callee == $0 || callee.hasPrefix($0 + ".") }
    }

    private static func calleeName(_ call: FunctionCallExprSyntax) -> String {
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
                    isRead = memberReads.contains(property.name) || readsByFile[file.path, default: []].contains(property.name)
                }
                guard !isRead else { return nil }
                return Finding(path: file.path, line: file.line(of: property.node),
                               rule: "\(property.owner).\(property.name) is never read: what nothing reads teaches that it matters; remove it")
            }
        }
    }

    /// VIP's one-way cycle: a router routes and passes data; it never calls an interactor.
    static func vipRoutersCallNoInteractor(_ files: [SourceFile]) -> [Finding] {
        files.filter { $0.pattern == "VIP" && $0.plays("Router") }
            .flatMap { file -> [Finding] in
                // By its name, or by its protocol: a data store cast to `…BusinessLogic` is the interactor.
                let finder = IdentifierFinder(viewMode: .sourceAccurate) { $0.lowercased().contains("interactor") || $0.hasSuffix("BusinessLogic") }
                finder.walk(file.tree)
                return finder.found.map {
                    Finding(path: file.path, line: file.line(of: $0),
                            rule: "a VIP router reaches an interactor: the cycle goes view controller → interactor → presenter; a router routes and passes data")
                }
            }
    }

    /// VIP's cycle goes one way: the view controller asks its interactor and routes through its
    /// router; the interactor tells its presenter and uses its workers; the presenter tells its
    /// view controller. A role reaching any other, by a property's usual name or by its type's
    /// protocol, is named. (The router's own rule is `vipRoutersCallNoInteractor`.)
    static func vipCycleGoesOneWay(_ files: [SourceFile]) -> [Finding] {
        let reaches: [(role: String, forbidden: (String) -> Bool, allowed: String)] = [
            ("ViewController", { $0 == "presenter" || $0.hasSuffix("PresentationLogic") || $0.lowercased().hasSuffix("worker") }, "its interactor and its router"),
            ("Interactor", { ["viewController", "router"].contains($0) || $0.hasSuffix("DisplayLogic") || $0.hasSuffix("RoutingLogic") || $0.hasSuffix("ViewController") }, "its presenter and its workers"),
            ("Presenter", { ["interactor", "router"].contains($0) || $0.hasSuffix("BusinessLogic") || $0.hasSuffix("RoutingLogic") || $0.lowercased().hasSuffix("worker") }, "its view controller"),
        ]
        return files.filter { $0.pattern == "VIP" }.flatMap { file -> [Finding] in
            guard let reach = reaches.first(where: { file.plays($0.role) }) else { return [] }
            let finder = IdentifierFinder(viewMode: .sourceAccurate, matches: reach.forbidden)
            finder.walk(file.tree)
            return finder.found.map { node in
                Finding(path: file.path, line: file.line(of: node),
                        rule: "a VIP \(reach.role.lowercased()) reaches \(node.trimmedDescription): the cycle goes view controller → interactor → presenter → view controller; a \(reach.role.lowercased()) reaches only \(reach.allowed)")
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
                Finding(path: file.path, line: file.line(of: member),
                        rule: "\(store) asks for more than properties: a data store holds what a router passes on, nothing that acts")
            }
            let functions = finder.functionProperties.map { (store, name, node) in
                Finding(path: file.path, line: file.line(of: node),
                        rule: "\(store).\(name) is a function: a data store holds what a router passes on, nothing that acts")
            }
            let observed = finder.conformances.flatMap { (type, stores, variable) in
                variable.bindings.compactMap { binding -> Finding? in
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          stores.contains(where: { finder.requirements[$0, default: []].contains(name) }),
                          case .accessors(let accessors) = binding.accessorBlock?.accessors,
                          accessors.contains(where: { [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind) })
                    else { return nil }
                    return Finding(path: file.path, line: file.line(of: binding),
                                   rule: "\(type).\(name) acts when a router sets it (didSet): a data store holds what a router passes on; the interactor acts when asked")
                }
            }
            return methods + functions + observed
        }
    }

    /// "an MVVM", "a VIPER": as the pattern's name is said.
    static func article(_ pattern: String) -> String {
        pattern.hasPrefix("M") ? "an" : "a"
    }

    /// The names of a file's properties whose type names an interactor: `let useCase: any
    /// LoginInteractorProtocol` → "useCase".
    private static func interactorProperties(of file: SourceFile) -> Set<String> {
        let finder = VariableFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return Set(finder.found.flatMap { variable in
            variable.bindings.compactMap { binding -> String? in
                guard let type = binding.typeAnnotation?.type.trimmedDescription, type.contains("Interactor") else { return nil }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
        })
    }

    /// `showCardDetails(of:)`: the protocol's functions with their argument labels.
    private static func requirementSignatures(of file: SourceFile) -> Set<String> {
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

    private static func requirementNames(of file: SourceFile) -> Set<String> {
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

/// The navigation calls of a file (`navigation?.push`, `.pop`, `.pop(to:)`), each with the
/// function it is in and whether a closure holds it; a private function's calls count as the
/// protocol methods' that call it.
private final class NavigationFinder: SyntaxVisitor {
    struct Call {
        let node: Syntax
        let function: String?
        let inClosure: Bool
    }

    private(set) var calls: [Call] = []
    private var functions: [String] = []
    private var closureDepth = 0
    /// Which functions call which private helpers, to charge a helper's navigation to its callers.
    private var helperCallers: [String: Set<String>] = [:]
    private var helperCalls: [String: [Call]] = [:]
    private var privateFunctions = Set<String>()

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node.name.text)
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }) {
            privateFunctions.insert(node.name.text)
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        functions.removeLast()
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        closureDepth -= 1
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), let caller = functions.last {
            helperCallers[callee.baseName.text, default: []].insert(caller)
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              ["push", "pop", "popToRoot", "setRoot"].contains(member.declName.baseName.text),
              member.base?.trimmedDescription.replacingOccurrences(of: "?", with: "").hasSuffix("navigation") == true
        else { return .visitChildren }
        calls.append(Call(node: Syntax(node), function: functions.last, inClosure: closureDepth > 0))
        return .visitChildren
    }

    override func visitPost(_ node: SourceFileSyntax) {
        // A private helper's navigation belongs to the functions that call it.
        calls = calls.flatMap { call -> [Call] in
            guard let function = call.function, privateFunctions.contains(function), !call.inClosure,
                  let callers = helperCallers[function], !callers.isEmpty
            else { return [call] }
            return callers.sorted().map { Call(node: call.node, function: $0, inClosure: false) }
        }
    }
}

/// Every variable declaration of a file, wherever it is.
private final class VariableFinder: SyntaxVisitor {
    private(set) var found: [VariableDeclSyntax] = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}

/// Every import declaration of a file, wherever it is.
private final class ImportFinder: SyntaxVisitor {
    private(set) var found: [ImportDeclSyntax] = []

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }
}

/// The identifiers of a file that `matches` picks.
private final class IdentifierFinder: SyntaxVisitor {
    private let matches: (String) -> Bool
    private(set) var found: [Syntax] = []

    init(viewMode: SyntaxTreeViewMode, matches: @escaping (String) -> Bool) {
        self.matches = matches
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let name) = node.tokenKind, matches(name) { found.append(Syntax(node)) }
        return .visitChildren
    }
}

/// The requirements of a `…DataStore` protocol that are no property, with the protocol's name.
/// Also its properties of a function's type, each protocol's property names, and the stored
/// properties of the types that conform to one.
private final class DataStoreMethodFinder: SyntaxVisitor {
    private(set) var found: [(store: String, member: Syntax)] = []
    private(set) var functionProperties: [(store: String, name: String, node: Syntax)] = []
    private(set) var requirements: [String: Set<String>] = [:]
    private(set) var conformances: [(type: String, stores: [String], variable: VariableDeclSyntax)] = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text.hasSuffix("DataStore") else { return .skipChildren }
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else {
                found.append((node.name.text, Syntax(member.decl)))
                continue
            }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                requirements[node.name.text, default: []].insert(name)
                if Self.isFunctionType(binding.typeAnnotation?.type) { functionProperties.append((node.name.text, name, Syntax(binding))) }
            }
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let stores = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription).filter { $0.hasSuffix("DataStore") } ?? []
        guard !stores.isEmpty else { return .skipChildren }
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) { conformances.append((node.name.text, stores, variable)) }
        }
        return .skipChildren
    }

    /// A function's type, seen through optionals, attributes and parentheses.
    private static func isFunctionType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if type.is(FunctionTypeSyntax.self) { return true }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
            return isFunctionType(only.type)
        }
        return false
    }
}

/// The calls of a file whose function's name `matches` picks: `every(…)`, `app?.every(…)`.
private final class CallFinder: SyntaxVisitor {
    private let matches: (String) -> Bool
    private(set) var found: [Syntax] = []

    init(viewMode: SyntaxTreeViewMode, matches: @escaping (String) -> Bool) {
        self.matches = matches
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let name, matches(name) { found.append(Syntax(node)) }
        return .visitChildren
    }
}

/// Member accesses on `base` that are not called: `interactor.mode`, not `interactor.edit()`.
private final class StateReadFinder: SyntaxVisitor {
    private let base: String
    private(set) var found: [Syntax] = []

    init(viewMode: SyntaxTreeViewMode, base: String) {
        self.base = base
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let read = node.base?.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        guard read == base || read == "self." + base else { return .visitChildren }
        let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        if !isCalled { found.append(Syntax(node)) }
        return .visitChildren
    }
}

/// The string literals of a file that hold text: `""` clears a field, it says nothing.
/// Every `viewModel.x` of a file (`self.viewModel`, `self?.viewModel` too): whether it is
/// written (`=`, `+=`, …) or called.
private final class ViewModelUseFinder: SyntaxVisitor {
    struct Use {
        let node: Syntax
        let name: String
        let isWritten: Bool
        let isCalled: Bool
    }

    private(set) var found: [Use] = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let base = node.base?.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        guard base == "viewModel" || base == "self.viewModel" else { return .visitChildren }
        let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        found.append(Use(node: Syntax(node), name: node.declName.baseName.text, isWritten: Self.isWritten(Syntax(node)), isCalled: isCalled))
        return .visitChildren
    }

    /// The left side of `=` or of a compound assignment (`+=`, `-=`, …).
    private static func isWritten(_ node: Syntax) -> Bool {
        if ReadFinder.isAssigned(node) { return true }
        var target = node
        while let parent = target.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            target = parent
        }
        guard let list = target.parent?.as(ExprListSyntax.self), let index = list.index(of: target.cast(ExprSyntax.self)) else { return false }
        let next = list.index(after: index)
        guard next != list.endIndex, let symbol = list[next].as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return symbol.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(symbol)
    }
}

/// What a layout-only view must not have: control flow, a ternary, an `await`, a closure
/// assigned (a callback wired), a method that is not static.
private final class LogicFinder: SyntaxVisitor {
    private(set) var found: [Syntax] = []

    static func describe(_ node: Syntax) -> String {
        if node.is(IfExprSyntax.self) { return "if" }
        if node.is(GuardStmtSyntax.self) { return "guard" }
        if node.is(SwitchExprSyntax.self) { return "switch" }
        if node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self) { return "a loop" }
        if node.is(UnresolvedTernaryExprSyntax.self) || node.is(TernaryExprSyntax.self) { return "a ternary" }
        if node.is(AwaitExprSyntax.self) { return "await" }
        if node.is(ClosureExprSyntax.self) { return "a callback" }
        if let function = node.as(FunctionDeclSyntax.self) { return "\(function.name.text)()" }
        return "logic"
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { found.append(Syntax(node)); return .visitChildren }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { found.append(Syntax(node)); return .visitChildren }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { found.append(Syntax(node)); return .visitChildren }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { found.append(Syntax(node)); return .visitChildren }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { found.append(Syntax(node)); return .visitChildren }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { found.append(Syntax(node)); return .visitChildren }
    override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind { found.append(Syntax(node)); return .visitChildren }
    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind { found.append(Syntax(node)); return .visitChildren }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if ReadFinder.isAssigned(Syntax(node).parent.map { Syntax($0) } ?? Syntax(node)) || Self.isAssignedValue(node) { found.append(Syntax(node)) }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { found.append(Syntax(node)) }
        return .visitChildren
    }

    /// The right side of `x = { … }`.
    private static func isAssignedValue(_ node: ClosureExprSyntax) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self), let index = list.index(of: ExprSyntax(node)), index != list.startIndex else { return false }
        return list[list.index(before: index)].is(AssignmentExprSyntax.self)
    }
}

/// Where a file names one of `entities`, as a type or a value, but for its `ID` (`Player.ID`).
private final class EntityNameFinder: SyntaxVisitor {
    private let entities: Set<String>
    private(set) var found: [(node: Syntax, name: String)] = []

    init(viewMode: SyntaxTreeViewMode, entities: Set<String>) {
        self.entities = entities
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let isItsID = node.parent?.as(MemberTypeSyntax.self)?.name.text == "ID"
        if entities.contains(name), !isItsID { found.append((Syntax(node), name)) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        let member = node.parent?.as(MemberAccessExprSyntax.self)
        let isItsID = member?.base?.id == Syntax(node).id ? member?.declName.baseName.text == "ID" : false
        if entities.contains(name), !isItsID, member?.declName.id != node.id { found.append((Syntax(node), name)) }
        return .visitChildren
    }
}

/// The functions of a file that make one of the kit's types (`moveBinding(…) -> KeyBinding`).
private final class KitHelperFinder: SyntaxVisitor {
    private let kitTypes: Set<String>
    private(set) var found: Set<String> = []

    init(viewMode: SyntaxTreeViewMode, kitTypes: Set<String>) {
        self.kitTypes = kitTypes
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let returned = node.signature.returnClause?.type.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "[]?")) ?? ""
        if kitTypes.contains(returned) { found.insert(node.name.text) }
        return .skipChildren
    }
}

private final class StringLiteralFinder: SyntaxVisitor {
    private(set) var found: [StringLiteralExprSyntax] = []

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if !node.segments.trimmedDescription.isEmpty { found.append(node) }
        return .skipChildren
    }
}

/// The stored properties a file declares, and the read-only ones its protocols ask for.
private final class PropertyFinder: SyntaxVisitor {
    struct Property {
        let node: Syntax
        let owner: String
        let name: String
        let isPrivate: Bool
        /// A protocol's requirement, read through the protocol or not at all.
        let isRequirement: Bool
    }

    private(set) var properties: [Property] = []
    private var owners: [(name: String, isProtocol: Bool)] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription) }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, isProtocol: true) }
    override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }

    /// Closures and functions hold locals, not properties.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = owners.last, node.parent?.is(MemberBlockItemSyntax.self) == true else { return .skipChildren }
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let hasWrapper = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "ObservationIgnored" }
        let isPrivate = node.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if owner.isProtocol {
                // `{ get set }` is set by someone and read by whoever conforms; `{ get }` is there to be read.
                let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self).map { Set($0.map(\.accessorSpecifier.text)) } ?? []
                if accessors == ["get"] {
                    properties.append(Property(node: Syntax(binding), owner: owner.name, name: name, isPrivate: false, isRequirement: true))
                }
                continue
            }
            // A computed property is read where it is used, not kept; observers keep a value.
            if let accessors = binding.accessorBlock?.accessors {
                let kinds = accessors.as(AccessorDeclListSyntax.self).map { Set($0.map(\.accessorSpecifier.text)) } ?? ["get"]
                guard kinds.isSubset(of: ["didSet", "willSet"]) else { continue }
            }
            // A type's constants and a property wrapper's options (`@OptionGroup`) answer a
            // protocol of the kit or of ArgumentParser, read outside `Variants/`.
            guard !isStatic, !hasWrapper else { continue }
            properties.append(Property(node: Syntax(binding), owner: owner.name, name: name, isPrivate: isPrivate, isRequirement: false))
        }
        return .skipChildren
    }

    private func enter(_ name: String, isProtocol: Bool = false) -> SyntaxVisitorContinueKind {
        owners.append((name, isProtocol))
        return .visitChildren
    }
}

/// The names a file reads: bare (`draft`, `self.draft`) and as members (`store.draft`), leaving
/// out where they are only written (`draft = …`, `store.draft = …`).
private final class ReadFinder: SyntaxVisitor {
    private(set) var bareReads = Set<String>()
    private(set) var memberReads = Set<String>()

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member's name is the member access's to judge; a base (`request` in `request.run`) is read.
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if !isMemberName, !Self.isAssigned(Syntax(node)) {
            bareReads.insert(node.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if !Self.isAssigned(Syntax(node)) {
            let name = node.declName.baseName.text
            if node.base?.trimmedDescription == "self" { bareReads.insert(name) } else { memberReads.insert(name) }
        }
        return .visitChildren
    }

    /// A shorthand `if let name {` or `guard let name` reads `name`.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { bareReads.insert(name) }
        return .visitChildren
    }

    /// The left side of a plain `=`, optional chaining and all (`view?.status = …`).
    fileprivate static func isAssigned(_ node: Syntax) -> Bool {
        var target = node
        while let parent = target.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            target = parent
        }
        guard let list = target.parent?.as(ExprListSyntax.self), let index = list.index(of: target.cast(ExprSyntax.self)) else {
            return target.parent?.as(InfixOperatorExprSyntax.self).map { $0.leftOperand.id == target.id && $0.operator.is(AssignmentExprSyntax.self) } ?? false
        }
        let next = list.index(after: index)
        return next != list.endIndex && list[next].is(AssignmentExprSyntax.self)
    }
}

/// Every type a file names (`any PlayersService`, `[Player]`, `Scheduling?`), where it does.
private final class FunctionFinder: SyntaxVisitor {
    private(set) var found: [FunctionDeclSyntax] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}

private final class TypeNameFinder: SyntaxVisitor {
    private(set) var found: [(node: Syntax, name: String)] = []

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        found.append((Syntax(node), node.name.text))
        return .visitChildren
    }
}

/// The stored properties of a file's types with their type's name, written or inferred from a
/// constructor (`let list = ListView()`); `nil` when neither says.
private final class StoredPropertyTypeFinder: SyntaxVisitor {
    struct Property {
        let node: Syntax
        let name: String
        let type: String?
        /// A `var` with a first value: state kept, not something the view was given.
        let isKeptState: Bool
    }

    private(set) var properties: [Property] = []

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true,
              !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return .skipChildren }
        for binding in node.bindings where binding.accessorBlock == nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let written = binding.typeAnnotation.map { $0.type.trimmedDescription.replacingOccurrences(of: "?", with: "") }
            let inferred = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            let isKeptState = node.bindingSpecifier.tokenKind == .keyword(.var) && binding.initializer != nil && inferred == nil
            properties.append(Property(node: Syntax(binding), name: name, type: written ?? inferred, isKeptState: isKeptState))
        }
        return .skipChildren
    }
}
