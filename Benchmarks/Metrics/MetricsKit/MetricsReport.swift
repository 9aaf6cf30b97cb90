/// Everything `metrics` measured, as the JSON report holds it and the Markdown and HTML reports
/// show it.
public struct MetricsReport: Codable, Hashable, Sendable {
    /// One app in one pattern: its code in total and per role.
    public struct Variant: Codable, Hashable, Sendable {
        public var pattern: String
        public var app: String
        public var total: CodeTotals
        public var roles: [String: CodeTotals]
        /// Code lines per screen (`Variants/<Pattern>/<App>/<Screen>/`); the app's files outside a
        /// screen folder (coordinators, launch, `main.swift`) under `appLevel`.
        public var screens: [String: Int] = [:]
        /// Percent of the variant's lines every test runs, the parity suite included; `nil`
        /// unless measured.
        public var coverage: Double?
        /// The variant's lines its pattern's own unit tests (Tests/<Pattern>Tests) run, per layer
        /// (`Layer.rawValue`): which code the tests written so far exercise — the view apart from
        /// the logic, as one pattern tests its views and another by design does not. `nil` unless
        /// measured.
        public var unitTestCoverageByLayer: [String: CoverageReader.LineCount]?
        /// `nil` unless measured (not with --quick).
        public var builds: BuildTimes?
        /// Seconds the variant's own unit tests take to run, built already; `nil` unless measured.
        public var testRun: TimingSample?
    }

    /// The `screens` key of a variant's files that belong to no screen.
    public static let appLevel = "(app-level)"

    /// A pattern's own unit tests (Tests/<Pattern>Tests).
    public struct PatternTests: Codable, Hashable, Sendable {
        public var pattern: String
        public var totals: CodeTotals
    }

    public struct SharedModule: Codable, Hashable, Sendable {
        public var module: String
        public var totals: CodeTotals
        public var coverage: Double?
    }

    /// Where and with what it was measured.
    public struct Environment: Codable, Hashable, Sendable {
        public var date: String
        public var toolchain: String
        public var cores: Int
        /// The commit the code was measured at ("1a2b3c4", "+ changes" when the tree had some);
        /// `nil` in a report written before commits were recorded.
        public var commit: String?

        public init(date: String, toolchain: String, cores: Int, commit: String? = nil) {
            self.date = date
            self.toolchain = toolchain
            self.cores = cores
            self.commit = commit
        }
    }

    public var environment: Environment
    public var variants: [Variant]
    public var tests: [PatternTests]
    public var shared: [SharedModule]
    /// "<App> in <Pattern>" for every variant not in the code base yet.
    public var notBuiltYet: [String]
    /// Whether coverage and test times were measured (not with --quick).
    public var testsMeasured = false
    /// The day coverage and the build and test times were measured: this run's, or with --quick
    /// the last full run's, whose figures it keeps.
    public var testsMeasuredDate: String?
    /// The commit the coverage and times were measured at, as `environment.commit` says it.
    public var testsMeasuredCommit: String?
    /// Each variant's run time from `make bench`, and the day it was measured.
    public var runTimes: [RunTime] = []
    public var runTimesDate: String?
    /// What each workshop exercise's reference solution costs in each pattern, and the day
    /// `make workshop-check` timed the builds after them (`nil`: not timed yet).
    public var changeCosts: [ChangeCost] = []
    public var changeBuildsDate: String?
    /// The patterns' rules and where each is broken (`addRuleChecks`); `nil` unless checked (and
    /// in a report written before they were).
    public var rules: [RuleCheck]?
    /// How many files a screen is made of and how long they are, and what MVC-Composition's
    /// children reuse saves (`nil` in a report written before they were measured).
    public var units: ScreenUnits?

    /// Builds the report from every file measured; `patterns` and `apps` say which variants
    /// were asked for, so those missing can be named.
    public init(files: [FileMetrics], patterns: [String], apps: [String], environment: Environment) {
        self.environment = environment
        var byVariant: [String: [String: [FileMetrics]]] = [:]
        var byTests: [String: [FileMetrics]] = [:]
        var byModule: [String: [FileMetrics]] = [:]
        for file in files {
            switch SourceRole(path: file.path) {
            case .variant(let pattern, let app, let role):
                byVariant["\(pattern)|\(app)", default: [:]][role, default: []].append(file)
            case .patternTests(let pattern, _):
                byTests[pattern, default: []].append(file)
            case .shared(let module):
                byModule[module, default: []].append(file)
            case .other:
                break
            }
        }
        var variants: [Variant] = []
        var missing: [String] = []
        for pattern in patterns {
            for app in apps {
                // Code a pattern shares between its two apps is counted with each of them.
                let own = byVariant["\(pattern)|\(app)"] ?? [:]
                guard !own.isEmpty else {
                    missing.append("\(app) in \(pattern)")
                    continue
                }
                var roles = own
                for (role, files) in byVariant["\(pattern)|Both apps"] ?? [:] {
                    roles[role, default: []] += files
                }
                variants.append(
                    Variant(
                        pattern: pattern,
                        app: app,
                        total: CodeTotals(roles.values.flatMap { $0 }),
                        roles: roles.mapValues(CodeTotals.init),
                        screens: Self.linesPerScreen(roles.values.flatMap { $0 })
                    ))
            }
        }
        self.variants = variants
        notBuiltYet = missing
        tests = patterns.compactMap { pattern in
            byTests[pattern].map { PatternTests(pattern: pattern, totals: CodeTotals($0)) }
        }
        shared = byModule.keys.sorted().compactMap { module in
            byModule[module].map { SharedModule(module: module, totals: CodeTotals($0), coverage: nil) }
        }
    }

    /// Adds line coverage, keyed as `CoverageReader.summarize` keys it; a pattern's code for
    /// both apps counts with each app, as its lines do.
    public mutating func addCoverage(_ counts: [String: CoverageReader.LineCount]) {
        testsMeasured = true
        testsMeasuredDate = environment.date
        testsMeasuredCommit = environment.commit
        for index in variants.indices {
            let pattern = variants[index].pattern
            let own = counts["\(pattern)|\(variants[index].app)"] ?? CoverageReader.LineCount()
            variants[index].coverage = (own + (counts["\(pattern)|Both apps"] ?? CoverageReader.LineCount())).percent
        }
        for index in shared.indices {
            shared[index].coverage = counts["Shared|\(shared[index].module)"]?.percent
        }
    }

    /// Adds the coverage of one variant's own unit tests per layer, keyed as
    /// `CoverageReader.summarize(_:byLayer:)` keys it; a pattern's code for both apps counts
    /// with each app.
    public mutating func addUnitTestCoverage(pattern: String, app: String, _ counts: [String: CoverageReader.LineCount])
    {
        guard let index = variants.firstIndex(where: { $0.pattern == pattern && $0.app == app }) else { return }
        var byLayer: [String: CoverageReader.LineCount] = [:]
        for layer in Layer.allCases {
            let sum =
                (counts["\(pattern)|\(app)|\(layer.rawValue)"] ?? .init())
                + (counts["\(pattern)|Both apps|\(layer.rawValue)"] ?? .init())
            if sum.lines > 0 { byLayer[layer.rawValue] = sum }
        }
        variants[index].unitTestCoverageByLayer = byLayer
    }

    /// With --quick, which measures no coverage and no times: keeps `last` report's figures of
    /// the variants and modules both have, with the day they were measured, rather than
    /// blanking them.
    public mutating func keepMeasuredFigures(of last: MetricsReport) {
        guard last.testsMeasured else { return }
        testsMeasured = true
        testsMeasuredDate = last.testsMeasuredDate ?? last.environment.date
        testsMeasuredCommit = last.testsMeasuredCommit ?? last.environment.commit
        for index in variants.indices {
            guard let old = last.variant(variants[index].pattern, variants[index].app) else { continue }
            variants[index].coverage = old.coverage
            variants[index].unitTestCoverageByLayer = old.unitTestCoverageByLayer
            variants[index].builds = old.builds
            variants[index].testRun = old.testRun
        }
        for index in shared.indices {
            shared[index].coverage = last.shared.first { $0.module == shared[index].module }?.coverage
        }
    }

    /// "Variants/MVC/Gather/Login/LoginController.swift" counts for "Login"; a file beside the
    /// screen folders for `appLevel`.
    static func linesPerScreen(_ files: [FileMetrics]) -> [String: Int] {
        var lines: [String: Int] = [:]
        for file in files {
            let parts = file.path.split(separator: "/").map(String.init)
            let screen = parts.count >= 5 && !parts[2].hasSuffix("App") ? parts[3] : appLevel
            lines[screen, default: 0] += file.codeLines
        }
        return lines
    }

    /// Adds how long the variant of `app` in `pattern` takes to build and to run its tests.
    public mutating func addTimes(pattern: String, app: String, builds: BuildTimes?, testRun: TimingSample?) {
        guard let index = variants.firstIndex(where: { $0.pattern == pattern && $0.app == app }) else { return }
        variants[index].builds = builds
        variants[index].testRun = testRun
    }

    /// Adds the run times `make bench` measured of the variants this report has.
    public mutating func addRunTimes(_ figures: BenchFigures) {
        runTimes = figures.variants.filter { variant($0.pattern, $0.app) != nil }
        runTimesDate = figures.date
    }

    /// Adds the workshop's solutions measured as changes, of the patterns this report has.
    public mutating func addChangeCosts(_ costs: [ChangeCost], buildsDate: String?) {
        changeCosts = costs.filter { cost in variants.contains { $0.pattern == cost.pattern } }
        changeBuildsDate = buildsDate
    }

    /// The variant of `app` in `pattern`, if it is built.
    public func variant(_ pattern: String, _ app: String) -> Variant? {
        variants.first { $0.pattern == pattern && $0.app == app }
    }
}
