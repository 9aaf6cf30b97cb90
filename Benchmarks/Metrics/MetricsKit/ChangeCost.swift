/// What one exercise's reference solution costs in one pattern, read from its patch: the files
/// and code lines it changes, by layer; the types, protocols and tests it adds; and, once
/// `make workshop-check` has timed it, how long the build after the change took.
public struct ChangeCost: Codable, Hashable, Sendable {
    /// The exercise's folder, "01-team-balance", and its title, "Team balance".
    public var exercise: String
    public var title: String
    public var pattern: String
    /// Files of the variant the change edits, and the files it adds.
    public var filesTouched: Int
    public var filesAdded: Int
    /// Code lines added and removed, by `Layer.rawValue` ("other" for a file of no layer).
    public var linesAdded: [String: Int]
    public var linesRemoved: [String: Int]
    public var typesAdded: Int
    public var protocolsAdded: Int
    /// Tests and test code lines the change adds to the pattern's unit tests.
    public var testsAdded: Int
    public var testLinesAdded: Int
    /// Code lines added to `Shared/`: a port method an exercise says it adds, counted apart
    /// from the pattern's own lines.
    public var sharedLinesAdded: Int
    /// What its new tests are made of: the doubles they needed, their lines before the first
    /// expectation, the types they test. `nil` in a report written before it was measured.
    public var testShape: TestShape? = nil
    /// Seconds one build of the variant's library took right after the change, its base built;
    /// `nil` until `make workshop-check` has measured it.
    public var incrementalBuild: Double?

    /// A change of tests alone (exercise 05, "Kill the mutant"): it is the cost of a test, not of a change.
    public var isTestsOnly: Bool {
        totalLinesAdded == 0 && totalLinesRemoved == 0 && sharedLinesAdded == 0 && testsAdded > 0
    }

    public var totalLinesAdded: Int { linesAdded.values.reduce(0, +) }
    public var totalLinesRemoved: Int { linesRemoved.values.reduce(0, +) }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Measures `diff`, the solution of `exercise` in `pattern`; `original` reads a file of the
    /// tree the patch applies to.
    public static func measure(
        exercise: String, title: String, pattern: String, diff: UnifiedDiff, original: (String) -> String?
    ) throws(Failure) -> ChangeCost {
        var cost = ChangeCost(
            exercise: exercise, title: title, pattern: pattern, filesTouched: 0, filesAdded: 0, linesAdded: [:],
            linesRemoved: [:],
            typesAdded: 0, protocolsAdded: 0, testsAdded: 0, testLinesAdded: 0, sharedLinesAdded: 0
        )
        for file in diff.files where file.path.hasSuffix(".swift") {
            let before = file.kind == .added ? "" : original(file.path)
            guard let before, let after = file.applied(to: before) else {
                throw Failure(description: "\(exercise)'s \(pattern) solution does not apply to \(file.path)")
            }
            let old = SourceMeasurer.measure(before, path: file.path)
            let new = SourceMeasurer.measure(after.text, path: file.path)
            // The lines the patch adds or removes that are code lines of their file, counted as
            // the rest of the report counts them.
            let added = SourceMeasurer.codeLineNumbers(of: after.text, path: file.path).intersection(after.addedLines)
                .count
            let removed = SourceMeasurer.codeLineNumbers(of: before, path: file.path).intersection(after.removedLines)
                .count
            switch SourceRole(path: file.path) {
            case .variant(let variantPattern, _, let role):
                let layer = Layer.of(role: role, in: variantPattern)?.rawValue ?? "other"
                if file.kind == .added { cost.filesAdded += 1 } else { cost.filesTouched += 1 }
                cost.linesAdded[layer, default: 0] += added
                cost.linesRemoved[layer, default: 0] += removed
                cost.typesAdded += new.types - old.types
                cost.protocolsAdded += new.protocols - old.protocols
            case .shared:
                cost.sharedLinesAdded += added
            case .patternTests, .other:
                cost.testsAdded += new.tests - old.tests
                cost.testLinesAdded += added
                cost.testShape =
                    (cost.testShape ?? TestShape()) + .added(before: before, after: after.text, path: file.path)
            }
        }
        return cost
    }
}
