import SwiftParser
import SwiftSyntax

/// What the tests a change adds are made of, for the cost of a test (exercise 05, "Kill the
/// mutant"): the test doubles it writes, the lines each new test takes before its first
/// expectation (arranging and acting), and the types its tests are about.
public struct TestShape: Codable, Hashable, Sendable {
    /// Types the change declares in test files that are not suites: spies, stubs, fakes.
    public var doublesAdded = 0
    /// The test doubles each new test uses, added together: those it builds, those its suite's
    /// properties build for every test, and those the suite's helpers it calls build
    /// (`makeSUT`) — less those a helper hands back that the test throws away
    /// (`let (sut, _) = makeSUT()`). A double is named as one: `…Spy`, `…Stub`, `…Fake`,
    /// `…Mock`, `…Dummy`, `…Recorder`, a `Manual…`/`Immediate…` clock or scheduler, or a
    /// `…Driver`, the headless app a test drives a screen in (MVC's controllers are screens).
    public var doublesNeeded = 0
    /// Code lines of the new tests before their first `#expect` or `#require`, all together.
    public var linesBeforeFirstExpectation = 0
    /// What the new tests' suites test: "PhotoCapturePresenter" for `PhotoCapturePresenterTests`.
    public var testedTypes: [String] = []

    public init(
        doublesAdded: Int = 0, doublesNeeded: Int = 0, linesBeforeFirstExpectation: Int = 0, testedTypes: [String] = []
    ) {
        self.doublesAdded = doublesAdded
        self.doublesNeeded = doublesNeeded
        self.linesBeforeFirstExpectation = linesBeforeFirstExpectation
        self.testedTypes = testedTypes
    }

    /// Figures a report written before them lacks read as none, so `--quick` can keep the rest.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        doublesAdded = try container.decodeIfPresent(Int.self, forKey: .doublesAdded) ?? 0
        doublesNeeded = try container.decodeIfPresent(Int.self, forKey: .doublesNeeded) ?? 0
        linesBeforeFirstExpectation = try container.decodeIfPresent(Int.self, forKey: .linesBeforeFirstExpectation) ?? 0
        testedTypes = try container.decodeIfPresent([String].self, forKey: .testedTypes) ?? []
    }

    /// The shape of what `after` adds to a test file that was `before` ("" for a new file).
    static func added(before: String, after: String, path: String) -> TestShape {
        let old = TestFileOutline(source: before, path: path)
        let new = TestFileOutline(source: after, path: path)
        var shape = TestShape()
        shape.doublesAdded = new.doubles.subtracting(old.doubles).count
        for test in new.tests where !old.tests.contains(where: { $0.name == test.name && $0.suite == test.suite }) {
            shape.linesBeforeFirstExpectation += test.linesBeforeFirstExpectation
            shape.doublesNeeded += new.doubles(standingUpFor: test).count
            let tested = test.suite.hasSuffix("Tests") ? String(test.suite.dropLast("Tests".count)) : test.suite
            if !shape.testedTypes.contains(tested) { shape.testedTypes.append(tested) }
        }
        return shape
    }

    static func + (left: TestShape, right: TestShape) -> TestShape {
        var sum = left
        sum.doublesAdded += right.doublesAdded
        sum.doublesNeeded += right.doublesNeeded
        sum.linesBeforeFirstExpectation += right.linesBeforeFirstExpectation
        sum.testedTypes += right.testedTypes.filter { !left.testedTypes.contains($0) }
        return sum
    }
}

/// A test file's `@Test` functions, each with its suite and the code lines before its first
/// expectation, and the names of its other types (the doubles).
private final class TestFileOutline: SyntaxVisitor {
    struct Test {
        let suite: String
        let name: String
        let linesBeforeFirstExpectation: Int
        /// The doubles its body builds, and the names of the functions it calls.
        let builds: Set<String>
        let calls: Set<String>
        /// The places of a helper's tuple the test bound to `_`, by helper.
        let discarded: [String: [Int]]
    }

    private let converter: SourceLocationConverter
    private var suites: [String] = []
    private(set) var tests: [Test] = []
    private(set) var doubles: Set<String> = []
    /// Per suite: the doubles its stored properties build, and those each of its helpers builds.
    private var propertyDoubles: [String: Set<String>] = [:]
    private var helperDoubles: [String: [String: Set<String>]] = [:]
    /// Per suite and helper: what each place of the tuple it returns is, by type name.
    private var helperReturns: [String: [String: [String]]] = [:]

    /// The test doubles `test` stands up: its own, its suite's properties', its helpers'.
    func doubles(standingUpFor test: Test) -> Set<String> {
        let helpers = helperDoubles[test.suite] ?? [:]
        let standing = test.calls.reduce(test.builds.union(propertyDoubles[test.suite] ?? [])) {
            $0.union(helpers[$1] ?? [])
        }
        let returns = helperReturns[test.suite] ?? [:]
        let discarded = test.discarded.flatMap { helper, places in
            places.compactMap { place in returns[helper].flatMap { place < $0.count ? $0[place] : nil } }.filter(
                Self.isDouble)
        }
        return standing.subtracting(Set(discarded).subtracting(test.builds))
    }

    init(source: String, path: String) {
        let tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { suites.removeLast() }
    override func visitPost(_ node: ClassDeclSyntax) { suites.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { suites.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { suites.removeLast() }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        if !name.hasSuffix("Tests") { doubles.insert(name) }
        suites.append(name)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let suite = suites.last, node.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true {
            propertyDoubles[suite, default: []].formUnion(Self.calls(in: node).filter(Self.isDouble))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isTest = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test"
        }
        guard let body = node.body else { return .skipChildren }
        let called = Self.calls(in: body)
        guard isTest else {
            if let suite = suites.last {
                helperDoubles[suite, default: [:]][node.name.text] = called.filter(Self.isDouble)
                if let tuple = node.signature.returnClause?.type.as(TupleTypeSyntax.self) {
                    helperReturns[suite, default: [:]][node.name.text] = tuple.elements.map {
                        $0.type.trimmedDescription
                    }
                }
            }
            return .skipChildren
        }
        let firstExpectation = body.statements.first { statement in
            statement.tokens(viewMode: .sourceAccurate).contains { token in
                token.tokenKind == .pound
                    && ["expect", "require"].contains(token.nextToken(viewMode: .sourceAccurate)?.text)
            }
        }
        let end =
            firstExpectation.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line } ?? Int.max
        let lines = SourceMeasurer.codeLineNumbers(in: Syntax(body.statements), converter: converter).filter {
            $0 < end
        }
        tests.append(
            Test(
                suite: suites.last ?? "", name: node.name.text, linesBeforeFirstExpectation: lines.count,
                builds: called.filter(Self.isDouble), calls: called, discarded: discardedDoubles(in: body)
            ))
        return .skipChildren
    }

    /// What `let (sut, _) = makeSUT()` throws away: the places of the helper's tuple bound to
    /// `_`, by helper (its tuple's types are read once the whole file is, wherever it is declared).
    private func discardedDoubles(in body: CodeBlockSyntax) -> [String: [Int]] {
        var discarded: [String: [Int]] = [:]
        for statement in body.statements {
            guard let declaration = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings {
                guard let places = binding.pattern.as(TuplePatternSyntax.self)?.elements,
                    let call = binding.initializer?.value.as(AwaitExprSyntax.self)?.expression.as(
                        FunctionCallExprSyntax.self)
                        ?? binding.initializer?.value.as(FunctionCallExprSyntax.self),
                    let helper = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                else { continue }
                for (place, element) in places.enumerated() where element.pattern.is(WildcardPatternSyntax.self) {
                    discarded[helper, default: []].append(place)
                }
            }
        }
        return discarded
    }

    /// The names called in `node`: `makeSUT`, `PhotoCaptureViewSpy`, ….
    private static func calls(in node: some SyntaxProtocol) -> Set<String> {
        Set(
            node.tokens(viewMode: .sourceAccurate).compactMap { token in
                guard case .identifier(let name) = token.tokenKind,
                    token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
                else { return nil }
                return name
            })
    }

    private static func isDouble(_ name: String) -> Bool {
        ["Spy", "Stub", "Fake", "Mock", "Dummy", "Recorder", "Driver"].contains { name.hasSuffix($0) }
            || name.hasPrefix("Manual") || name.hasPrefix("Immediate")
    }
}
