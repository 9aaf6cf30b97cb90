import Foundation

/// One of the patterns' rules that can be read from the sources: what it says, which patterns it
/// binds, and how to find where it is broken. `Tests/ArchitectureTests` fails on any finding;
/// `make metrics` lists every rule with whether it holds.
struct ArchitectureRule: Sendable {
    /// The rule as a reader says it.
    let statement: String
    let patterns: [String]
    let findings: @Sendable (_ variants: [SourceFile], _ package: PackageFacts) -> [Finding]

    /// What some rules read besides `Variants/`: the test files' paths, the kit's widget types,
    /// and every type the kit declares but its modals (what a view may make: widgets, list items,
    /// key bindings).
    struct PackageFacts: Sendable {
        let testPaths: [String]
        let widgetTypes: Set<String>
        var kitTypes: Set<String> = []
        /// The pattern test files (`MVPTests/Gather/LoginPresenterTests.swift`) with no test that checks anything.
        var emptyTests: Set<String> = []
        /// Domain's entities: its types with an identity (`Identifiable`), `Player`, `Card`….
        var domainEntities: Set<String> = []
        /// Every type Domain declares: the model, `Player` and `Skill` alike.
        var domainTypes: Set<String> = []
    }

    /// Every rule, in the order Variants/README.md lists them.
    static let all: [ArchitectureRule] = [
        ArchitectureRule(
            statement: "The roles that decide never import the terminal kit",
            patterns: ["MVVM", "MVP", "MVPC", "VIPER", "VIP", "UDF"]
        ) { variants, _ in
            Rules.decidingRolesImportNoTerminalKit(variants)
        },
        ArchitectureRule(
            statement:
                "Each role imports only what its role may; no variant imports the stores, the network or the backend",
            patterns: allPatterns
        ) { variants, _ in
            Rules.rolesImportOnlyWhatTheyMay(variants)
        },
        ArchitectureRule(
            statement: "The roles that decide never name a view, a view controller or a screen",
            patterns: ["MVVM", "MVP", "MVPC", "VIPER", "VIP", "UDF"]
        ) { variants, _ in
            Rules.decidingRolesNameNoView(variants)
        },
        ArchitectureRule(
            statement:
                "Only the navigating role moves between screens: the controller, coordinator, view or router of its pattern",
            patterns: allPatterns
        ) { variants, _ in
            Rules.onlyTheNavigatingRoleNavigates(variants)
        },
        ArchitectureRule(
            statement: "A controller's view lays out its widgets: no state, no decision, no callback", patterns: ["MVC"]
        ) { variants, package in
            Rules.mvcViewsHoldNoLogic(variants, kitTypes: package.kitTypes)
        },
        ArchitectureRule(
            statement: "A controller's view never reads the model: no function of it takes or gives a Domain type",
            patterns: ["MVC"]
        ) { variants, package in
            Rules.mvcViewsReadNoModel(variants, domainTypes: package.domainTypes)
        },
        ArchitectureRule(
            statement:
                "Views bind: they read their view model's state and call its methods, never write its state nor send its events",
            patterns: ["MVVM"]
        ) { variants, _ in
            Rules.mvvmViewsBindOnly(variants)
        },
        ArchitectureRule(
            statement: "Views navigate only when their presenter tells them, never from a closure", patterns: ["MVP"]
        ) { variants, _ in
            Rules.mvpViewsNavigateOnlyWhenTold(variants)
        },
        ArchitectureRule(
            statement:
                "Views hold their presenter and widgets only, and name no service, scheduler or another screen's dependency",
            patterns: ["MVPC"]
        ) { variants, package in
            Rules.mvpcViewsHoldOnlyTheirPresenterAndWidgets(variants, widgets: package.widgetTypes)
        },
        ArchitectureRule(
            statement: "Coordinators alone navigate: views never do, presenters never build a screen",
            patterns: ["MVPC"]
        ) { variants, _ in
            Rules.mvpcCoordinatorsAloneNavigate(variants)
        },
        ArchitectureRule(
            statement:
                "View models and presenters tell their coordinator through their output, a protocol held weakly, never a closure",
            patterns: ["MVVM", "MVPC"]
        ) { variants, _ in
            Rules.coordinatedRolesTellAWeakOutput(variants)
        },
        ArchitectureRule(statement: "Routers route and pass data; they never reach an interactor", patterns: ["VIP"]) {
            variants, _ in
            Rules.vipRoutersCallNoInteractor(variants)
        },
        ArchitectureRule(
            statement: "The cycle goes one way: view controller → interactor → presenter → view controller",
            patterns: ["VIP"]
        ) { variants, _ in
            Rules.vipCycleGoesOneWay(variants)
        },
        ArchitectureRule(statement: "Data stores hold only properties: what a router passes on", patterns: ["VIP"]) {
            variants, _ in
            Rules.vipDataStoresHoldOnlyProperties(variants)
        },
        ArchitectureRule(
            statement: "Views never run a clock: the role that decides ticks, on Scheduling",
            patterns: ["MVVM", "MVP", "MVPC", "VIPER", "VIP", "UDF"]
        ) { variants, _ in
            Rules.viewsRunNoClock(variants)
        },
        ArchitectureRule(
            statement:
                "Views hold no text but their widgets' and keys': presenters (MVVM: the view model; UDF: the state) word alerts, sheets, pickers and status",
            patterns: ["MVVM", "MVP", "MVPC", "VIPER", "VIP", "UDF"]
        ) { variants, package in
            Rules.passiveViewsWordNothing(variants, kitTypes: package.kitTypes)
        },
        ArchitectureRule(
            statement: "Interactors (and VIP's workers) word nothing: the presenter words every text",
            patterns: ["VIPER", "VIP"]
        ) { variants, _ in
            Rules.interactorsWordNothing(variants)
        },
        ArchitectureRule(
            statement: "Interactors tell their presenters what changed; no presenter reads an interactor's state",
            patterns: ["VIPER"]
        ) { variants, _ in
            Rules.viperPresentersReadNoInteractorState(variants)
        },
        ArchitectureRule(
            statement: "Presenters keep no state of the use case: at most what they last showed the view",
            patterns: ["VIPER"]
        ) { variants, _ in
            Rules.viperPresentersKeepNoUseCaseState(variants)
        },
        ArchitectureRule(
            statement: "Presenters are told plain values: they never name a Domain entity", patterns: ["VIPER"]
        ) { variants, package in
            Rules.viperPresentersNameNoEntity(variants, entities: package.domainEntities)
        },
        ArchitectureRule(statement: "Reducers do no I/O: services are reached only inside an effect", patterns: ["UDF"])
        { variants, _ in
            Rules.udfReducersDoNoIO(variants)
        },
        ArchitectureRule(statement: "State and Action are values: no closure, no service, no class", patterns: ["UDF"])
        { variants, _ in
            Rules.udfStateAndActionsAreValues(variants)
        },
        ArchitectureRule(
            statement: "Views read the store's state and send actions: no service, no reducer, no store of their own",
            patterns: ["UDF"]
        ) { variants, _ in
            Rules.udfViewsReadAndSend(variants)
        },
        ArchitectureRule(
            statement: "A child that shows never calls a service nor starts work: its container or a fetcher does",
            patterns: ["Composition"]
        ) { variants, _ in
            Rules.compositionShowingChildrenDoNoWork(variants)
        },
        ArchitectureRule(
            statement: "A child that fetches draws nothing: what it loads goes to its outputs",
            patterns: ["Composition"]
        ) { variants, package in
            Rules.compositionFetchersDrawNothing(variants, widgets: package.widgetTypes)
        },
        ArchitectureRule(
            statement: "A container assembles and decides, and lays out no widget: only its children's slots",
            patterns: ["Composition"]
        ) { variants, package in
            Rules.compositionContainersLayOutNoWidgets(variants, widgets: package.widgetTypes)
        },
        ArchitectureRule(
            statement: "The children both apps reuse name no Domain type", patterns: ["Composition"]
        ) { variants, package in
            Rules.compositionSharedChildrenNameNoDomainType(variants, domainTypes: package.domainTypes)
        },
        ArchitectureRule(
            statement:
                "Children reach their container and siblings only through their outputs: no parent, root, navigation or sibling",
            patterns: ["Composition"]
        ) { variants, _ in
            Rules.compositionChildrenReachOnlyThroughOutputs(variants)
        },
        ArchitectureRule(statement: "No stored property is never read", patterns: allPatterns) { variants, _ in
            Rules.storedPropertiesAreRead(variants)
        },
        ArchitectureRule(
            statement: "Every screen has its pattern's role files and a test of the role that decides",
            patterns: allPatterns
        ) { variants, package in
            ScreenFiles.findings(
                variantPaths: variants.map(\.path), testPaths: package.testPaths, emptyTests: package.emptyTests)
        },
    ]

    static let allPatterns = Layer.patterns

    /// The types `folder`'s Swift files declare `Identifiable`: Domain's entities.
    static func identifiableTypes(in folder: URL) throws -> Set<String> {
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        let declaration = /(?:struct|class|enum|actor)\s+([A-Z][A-Za-z0-9]*)\s*:[^{]*\bIdentifiable\b/
        var names: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in source.matches(of: declaration) { names.insert(String(match.1)) }
        }
        return names
    }

    /// The names of the types `folder`'s Swift files declare, its modals' left out.
    static func kitTypes(in folder: URL) throws -> Set<String> {
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        let declaration = /(?:struct|class|enum|protocol|actor)\s+([A-Z][A-Za-z0-9]*)/
        var names: Set<String> = []
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("Modals/") {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in source.matches(of: declaration) { names.insert(String(match.1)) }
        }
        return names
    }

    /// Every rule's findings on the package at `root`: its `Variants/`, the file names under
    /// `Tests/`, the widget types of `Shared/TerminalUI/Widgets/`.
    static func check(root: URL) throws -> [(rule: ArchitectureRule, findings: [Finding])] {
        let variants = try SourceFile.variants(in: root)
        let tests =
            FileManager.default.enumerator(atPath: root.appendingPathComponent("Tests").path)?.compactMap {
                $0 as? String
            } ?? []
        let widgetFolder = root.appendingPathComponent("Shared/TerminalUI/Widgets").path
        let widgets = (try? FileManager.default.contentsOfDirectory(atPath: widgetFolder)) ?? []
        let package = PackageFacts(
            testPaths: tests,
            widgetTypes: Set(widgets.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }),
            kitTypes: try kitTypes(in: root.appendingPathComponent("Shared/TerminalUI")),
            emptyTests: try Set(
                tests.filter { path in
                    path.hasSuffix("Tests.swift") && Layer.patterns.contains { path.hasPrefix("\($0)Tests/") }
                }.filter { path in
                    !ScreenFiles.hasATest(
                        try String(
                            contentsOf: root.appendingPathComponent("Tests").appendingPathComponent(path),
                            encoding: .utf8))
                }),
            domainEntities: try identifiableTypes(in: root.appendingPathComponent("Shared/Domain")),
            domainTypes: try kitTypes(in: root.appendingPathComponent("Shared/Domain"))
        )
        return all.map { rule in (rule, rule.findings(variants, package)) }
    }
}
