import SwiftParser
import SwiftSyntax

/// Every screen of every pattern has the files its pattern's roles need, and a test file for the
/// role that decides, with a test in it: a screen added without them is named.
enum ScreenFiles {
    /// The files of a screen, by pattern: `<Screen><Role>.swift`, as Variants/README.md lists them.
    /// One rule for every pattern: a screen has each role its pattern's cycle passes through; a
    /// role off the cycle is there only where the screen has its work. So VIPER's Interactor (the
    /// view talks to the presenter; a screen with no use case has none) and Router, VIP's Router
    /// (the view controller asks it), and MVVM's and MVP-C's Output may be left out; VIP's Interactor may not,
    /// as every request goes through it.
    static let roles: [String: [String]] = [
        "MVC": ["Controller", "View"],
        "MVVM": ["ViewModel", "View"],
        "MVP": ["Presenter", "View", "ViewProtocol"],
        "MVPC": ["Presenter", "View", "ViewProtocol"],
        "VIPER": ["Protocols", "View", "Presenter", "Module"],
        "VIP": ["Models", "Interactor", "Presenter", "ViewController", "Configurator"],
        "UDF": ["Feature", "View"],
        "Composition": ["Controller"],
    ]

    /// The role whose tests every screen has: the one that decides.
    static let testedRole: [String: String] = [
        "MVC": "Controller", "MVVM": "ViewModel", "MVP": "Presenter", "MVPC": "Presenter", "VIPER": "Presenter",
        "VIP": "Interactor", "UDF": "Feature", "Composition": "Controller",
    ]

    /// `variantPaths`: files under Variants/; `testPaths`: files under Tests/.
    ///
    /// `emptyTests`: the test files (as `testPaths` has them) with no test that checks anything
    /// — a screen's tests are not there while its file is empty.
    static func findings(variantPaths: [String], testPaths: [String], emptyTests: Set<String> = []) -> [Finding] {
        let screens = Set(
            variantPaths.compactMap { path -> [String]? in
                let parts = path.split(separator: "/").map(String.init)
                guard parts.count == 5, parts[0] == "Variants", roles[parts[1]] != nil,
                    parts[2] == "Gather" || parts[2] == "MyCards"
                else { return nil }
                return Array(parts[1...3])
            }.map { $0.joined(separator: "/") })
        // "MVPTests/LoginPresenterTests.swift": a test counts for its own pattern's target only,
        // not for another pattern's file of the same name.
        let tests = Set(
            testPaths.filter { !emptyTests.contains($0) }.compactMap { path -> String? in
                let parts = path.split(separator: "/")
                guard parts.count > 1, let target = parts.first, let file = parts.last else { return nil }
                return "\(target)/\(file)"
            })
        let files = Set(variantPaths)
        var found: [Finding] = []
        for screen in screens.sorted() {
            let parts = screen.split(separator: "/").map(String.init)
            let (pattern, app, name) = (parts[0], parts[1], parts[2])
            let folder = "Variants/\(pattern)/\(app)/\(name)"
            for role in roles[pattern] ?? [] where !files.contains("\(folder)/\(name)\(role).swift") {
                found.append(
                    Finding(
                        path: folder, line: 0,
                        rule:
                            "\(pattern)'s \(name) has no \(name)\(role).swift: every \(pattern) screen has \(roles[pattern, default: []].joined(separator: ", "))"
                    ))
            }
            if let role = testedRole[pattern], !tests.contains("\(pattern)Tests/\(name)\(role)Tests.swift") {
                found.append(
                    Finding(
                        path: folder, line: 0,
                        rule:
                            "\(pattern)'s \(name) has no test in \(name)\(role)Tests.swift in Tests/\(pattern)Tests: every screen's deciding role is tested"
                    ))
            }
        }
        return found
    }

    /// Whether a test file holds a test that checks something: a `@Test` function (or an
    /// XCTest `test…` method) with an `#expect` or `#require` (or an `XCTAssert…`) in it.
    static func hasATest(_ source: String) -> Bool {
        let finder = CheckingTestFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        return finder.isFound
    }
}

/// A test function with a check in it.
private final class CheckingTestFinder: SyntaxVisitor {
    private(set) var isFound = false

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isTest =
            node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test" }
            || node.name.text.hasPrefix("test")
        guard isTest, let body = node.body else { return .visitChildren }
        let checks = body.tokens(viewMode: .sourceAccurate).contains { token in
            ["expect", "require"].contains(token.text)
                && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .pound
                || token.text.hasPrefix("XCTAssert")
        }
        if checks { isFound = true }
        return .skipChildren
    }
}
