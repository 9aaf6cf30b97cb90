import Foundation
import Testing

@testable import MetricsKit

@Suite("Reading view")
struct ReadingViewTests {
    /// The package root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let screens = [
        (
            "Football Gather",
            ["Login", "PlayerList", "PlayerAdd", "PlayerDetail", "PlayerEdit", "ConfirmPlayers", "Gather"]
        ),
        ("My Cards", ["Login", "CardList", "CardDetails", "CardPhoto", "PhotoCapture", "PhotoLibrary", "Crop"]),
    ]

    /// The reading view of this repository's variants, as `make metrics` writes it: made once,
    /// every test reads it.
    static let built = Result { try makePages() }

    static func pages() throws -> [ReadingView.Page] {
        try built.get()
    }

    private static func makePages() throws -> [ReadingView.Page] {
        let paths = SourceTree.swiftFiles(in: root).filter { $0.hasPrefix("Variants/") }
        var sources: [ReadingView.Source] = []
        var files: [FileMetrics] = []
        for path in paths {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let measured = SourceMeasurer.measure(text, path: path)
            files.append(measured)
            sources.append(.init(path: path, text: text, codeLines: measured.codeLines))
        }
        let report = MetricsReport(
            files: files, patterns: SourceRole.patterns, apps: ["Football Gather", "My Cards"],
            environment: .init(date: "2026-11-25", toolchain: "Swift", cores: 2))
        let package = PackageTargets(targets: [
            .init(
                name: "GatherMVC", path: "Variants/MVC/Gather", type: "library", productMemberships: [],
                targetDependencies: ["Domain", "TerminalUI"]),
            .init(
                name: "TerminalUI", path: "Shared/TerminalUI", type: "library", productMemberships: [],
                targetDependencies: ["Domain"]),
            .init(name: "Domain", path: "Shared/Domain", type: "library", productMemberships: []),
        ])
        return ReadingView.pages(
            sources: sources, patterns: SourceRole.patterns, report: report, graph: ModuleGraph.svg(of: package))
    }

    @Test func everyScreenOfBothAppsHasAPageWithEveryPatternsColumn() throws {
        let pages = try Self.pages()
        let names = Set(pages.map(\.fileName))

        for (app, screens) in Self.screens {
            for screen in screens {
                let fileName =
                    "\(app.lowercased().replacingOccurrences(of: " ", with: "-"))-\(screen.lowercased()).html"
                let page = try #require(pages.first { $0.fileName == fileName }, "a page for \(app) · \(screen)")
                for pattern in SourceRole.patterns {
                    #expect(
                        page.contents.contains("<section class=\"column\" data-pattern=\"\(pattern)\">"),
                        "\(screen) shows \(pattern)")
                }
                #expect(page.contents.contains("<h1>\(app) · \(screen)</h1>"))
            }
        }
        #expect(names.count == 17, "the index, fourteen screens, the style sheet and the script")
    }

    /// A line a surviving mutant is on is marked, and says what was changed; no other line is.
    @Test func aLineASurvivingMutantIsOnIsMarkedWithTheChange() {
        var source = ReadingView.Source(
            path: "Variants/MVP/Gather/Login/LoginPresenter.swift", text: "let a = 1\nif a == 1 {}\n", codeLines: 2)
        source.survivors = [2: ["swap equality operator: `a == 1` → `a != 1`"]]

        let block = ReadingView.fileBlock(source, declarations: [])

        #expect(
            block.contains(
                "<span class=\"l survivor\" title=\"Survives the unit tests: swap equality operator: `a == 1` → `a != 1`\"><i>2</i>"
            ))
        #expect(block.contains("<span class=\"l\"><i>1</i>"))
    }

    @Test func everyLinkOfEveryPageLeadsToAPageOrTheReport() throws {
        let pages = try Self.pages()
        let names = Set(pages.map(\.fileName))

        for page in pages {
            for match in page.contents.matches(of: /(?:href|src)="([^"#]+)/) {
                let target = String(match.1)
                #expect(names.contains(target) || target == "../report.html", "\(page.fileName) links to \(target)")
            }
        }
        let index = try #require(pages.first { $0.fileName == "index.html" })
        #expect(index.contents.matches(of: /<a href="[a-z-]+\.html">/).count == 14, "the index links every screen")
    }

    @Test func theSameResponsibilityIsMarkedInEveryPatternByItsFunctionsName() throws {
        let page = try #require(try Self.pages().first { $0.fileName == "football-gather-playeradd.html" })

        // The name's validation: nameDidChange in MVC, MVVM's isDoneEnabled, the presenters' and
        // VIP's changeName — each line of it carries its declaration's name.
        #expect(page.contents.contains("data-fn=\"nameDidChange\""))
        #expect(page.contents.contains("data-fn=\"isDoneEnabled\""))
        #expect(page.contents.contains("data-fn=\"changeName\""))
        #expect(page.contents.contains("<option value=\"changeName\">"))
    }

    @Test func eachLineIsTintedByItsFilesLayerAndEachColumnSaysItsRolesSizes() throws {
        let page = try #require(try Self.pages().first { $0.fileName == "football-gather-playeradd.html" })

        #expect(
            page.contents.contains(
                "<article class=\"file L-contracts\" data-path=\"Variants/VIPER/Gather/PlayerAdd/PlayerAddProtocols.swift\">"
            ))
        #expect(
            page.contents.contains(
                "<article class=\"file L-business-logic\" data-path=\"Variants/VIP/Gather/PlayerAdd/PlayerAddInteractor.swift\" data-decides>"
            ), "Find scrolls to where the pattern decides first")
        #expect(
            page.contents.range(
                of: #"<p class="roles">Controller \d+ · View \d+ — \d+ code lines</p>"#, options: .regularExpression)
                != nil)
    }

    @Test func theModuleGraphDrawsEachImportAsAnArrow() {
        let package = PackageTargets(targets: [
            .init(
                name: "GatherMVC", path: "Variants/MVC/Gather", type: "library", productMemberships: [],
                targetDependencies: ["Domain", "TerminalUI"]),
            .init(
                name: "TerminalUI", path: "Shared/TerminalUI", type: "library", productMemberships: [],
                targetDependencies: ["Domain"]),
            .init(name: "Domain", path: "Shared/Domain", type: "library", productMemberships: []),
            .init(
                name: "gather-mvc", path: "Variants/MVC/GatherApp", type: "executable", productMemberships: [],
                targetDependencies: ["GatherMVC"]),
        ])

        let (nodes, edges) = ModuleGraph.nodes(of: package)
        let svg = ModuleGraph.svg(of: package)

        #expect(
            nodes.map(\.name).sorted() == ["Domain", "GatherMVC", "TerminalUI"],
            "an app's executable is no module of the graph")
        #expect(nodes.first { $0.name == "GatherMVC" }?.level == 2)
        #expect(edges.count == 3)
        #expect(svg.contains("<title>GatherMVC imports TerminalUI</title>"))
    }

    /// GatherMVC imports Domain past TerminalUI and Presentation, whose boxes stand right in the
    /// straight line's way: the arrow goes round them, and no arrow passes through any box.
    @Test func noArrowCrossesABox() {
        let package = PackageTargets(targets: [
            .init(
                name: "GatherMVC", path: "Variants/MVC/Gather", type: "library", productMemberships: [],
                targetDependencies: ["Presentation", "Domain", "TerminalUI"]),
            .init(
                name: "Presentation", path: "Shared/Presentation", type: "library", productMemberships: [],
                targetDependencies: ["TerminalUI", "Domain"]),
            .init(
                name: "TerminalUI", path: "Shared/TerminalUI", type: "library", productMemberships: [],
                targetDependencies: ["Domain"]),
            .init(name: "Domain", path: "Shared/Domain", type: "library", productMemberships: []),
        ])

        let (boxes, arrows) = ModuleGraph.layout(of: package)

        #expect(arrows.count == 6)
        for arrow in arrows {
            for (start, end) in zip(arrow.points, arrow.points.dropFirst()) {
                for step in 0...50 {
                    let t = Double(step) / 50
                    let point = (x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
                    let crossed = boxes.filter { box in
                        box.contains(point, margin: -1)
                    }
                    #expect(crossed.isEmpty, "\(arrow.from) → \(arrow.to) passes through \(crossed.map(\.node.name))")
                }
            }
            #expect(
                zip(arrow.points, arrow.points.dropFirst()).allSatisfy { $0.x == $1.x || $0.y == $1.y },
                "runs are level or upright")
        }
    }
}
