import Foundation

/// One of the patterns' rules that can be read from the sources: what it says, which patterns it
/// binds, and how to find where it is broken. `Tests/ArchitectureTests` fails on any finding;
/// `make metrics` lists every rule with whether it holds.
struct ArchitectureRule: Sendable {
    /// The rule as a reader says it.
    let statement: String
    let patterns: [String]
    let findings: @Sendable (_ variants: [SourceFile], _ testPaths: [String]) -> [Finding]

    /// Every rule, in the order Variants/README.md lists them.
    static let all: [ArchitectureRule] = [
        ArchitectureRule(statement: "The roles that decide never import the terminal kit", patterns: ["MVVM", "MVP", "VIPER", "VIP"]) { variants, _ in
            Rules.decidingRolesImportNoTerminalKit(variants)
        },
        ArchitectureRule(statement: "Views navigate only when their presenter tells them, never from a closure", patterns: ["MVP"]) { variants, _ in
            Rules.mvpViewsNavigateOnlyWhenTold(variants)
        },
        ArchitectureRule(statement: "Routers route and pass data; they never reach an interactor", patterns: ["VIP"]) { variants, _ in
            Rules.vipRoutersCallNoInteractor(variants)
        },
        ArchitectureRule(statement: "Views never run a clock: the role that decides ticks, on Scheduling", patterns: ["MVVM", "MVP", "VIPER", "VIP"]) { variants, _ in
            Rules.viewsRunNoClock(variants)
        },
        ArchitectureRule(statement: "View controllers hold no text but their widgets': presenters word alerts, sheets and pickers", patterns: ["VIP"]) { variants, _ in
            Rules.vipViewControllersWordNothing(variants)
        },
        ArchitectureRule(statement: "Interactors tell their presenters what changed; no presenter reads an interactor's state", patterns: ["VIPER"]) { variants, _ in
            Rules.viperPresentersReadNoInteractorState(variants)
        },
        ArchitectureRule(statement: "No stored property is never read", patterns: allPatterns) { variants, _ in
            Rules.storedPropertiesAreRead(variants)
        },
        ArchitectureRule(statement: "Every screen has its pattern's role files and a test of the role that decides", patterns: allPatterns) { variants, tests in
            ScreenFiles.findings(variantPaths: variants.map(\.path), testPaths: tests)
        },
    ]

    static let allPatterns = ["MVC", "MVVM", "MVP", "VIPER", "VIP"]

    /// Every rule's findings on the package at `root`: its `Variants/` and the file names under
    /// `Tests/`.
    static func check(root: URL) throws -> [(rule: ArchitectureRule, findings: [Finding])] {
        let variants = try SourceFile.variants(in: root)
        let tests = FileManager.default.enumerator(atPath: root.appendingPathComponent("Tests").path)?.compactMap { $0 as? String } ?? []
        return all.map { rule in (rule, rule.findings(variants, tests)) }
    }
}
