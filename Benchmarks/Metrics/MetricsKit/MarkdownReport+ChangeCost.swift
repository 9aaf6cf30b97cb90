import Foundation

/// The report's "cost of a change": what each workshop exercise's reference solution touches in
/// every pattern, MVC as the baseline, with a sentence per exercise on what the numbers show.
extension MarkdownReport {
    static let changeCostHeading = "## The cost of a change (the workshop's exercises)"
    static let changeCostTableHeading = "### Code lines each solution adds and removes"

    static func changeCostSection(_ report: MetricsReport) -> [String] {
        let testExercises = testsOnlyExercises(report.changeCosts)
        let costs = report.changeCosts.filter { !testExercises.contains($0.exercise) }
        let patterns = report.variants.map(\.pattern).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let testTables = testExercises.sorted().flatMap { exercise in
            [""] + testCostTable(report.changeCosts.filter { $0.exercise == exercise }, patterns: patterns)
        }
        guard !costs.isEmpty else {
            return [changeCostHeading, ""]
                + (testTables.isEmpty
                    ? ["No exercise has a solution yet (`Workshop/Exercises/`)."] : Array(testTables.dropFirst()))
        }
        let exercises = costs.map(\.exercise).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var lines = [
            changeCostHeading,
            "",
            "Each exercise in `Workshop/Exercises/` is one change request, made in every pattern by a reference solution that keeps the pattern's roles, with its unit tests; the parity suite and the exercise's acceptance scenario prove the solutions behave the same. What each one changes is read from its patch, counting code lines as the rest of this report does. How it is measured, and what it cannot tell: metrics/README.md.",
            "",
            changeCostTableHeading,
            "",
            "| exercise | " + patterns.joined(separator: " | ") + " |",
            "|---|" + patterns.map { _ in "---:" }.joined(separator: "|") + "|",
        ]
        for exercise in exercises {
            let row = costs.filter { $0.exercise == exercise }
            let baseline = row.first { $0.pattern == "MVC" }?.totalLinesAdded
            let cells = patterns.map { pattern in
                row.first { $0.pattern == pattern }.map {
                    "+\($0.totalLinesAdded) −\($0.totalLinesRemoved)" + timesMVC($0.totalLinesAdded, baseline)
                } ?? "–"
            }
            lines.append("| \(label(exercise, row.first?.title)) | " + cells.joined(separator: " | ") + " |")
        }
        let totals = patterns.map { pattern in
            costs.filter { $0.pattern == pattern }.map(\.totalLinesAdded).reduce(0, +)
        }
        let mvcTotal = patterns.firstIndex(of: "MVC").map { totals[$0] }
        lines.append(
            "| all \(exercises.count) | " + totals.map { "+\($0)" + timesMVC($0, mvcTotal) }.joined(separator: " | ")
                + " |")
        lines += [
            "",
            "In each exercise's table: the variant's files the solution edits and adds; its code lines added and removed, in all and by layer; the types and protocols it adds; the tests it adds to the pattern's unit tests, with their code lines; and the build after it — "
                + (report.changeBuildsDate.map {
                    "one build of the variant's library right after the change, by `make workshop-check` on \($0). One run each, so it is shown as its order of magnitude (seconds, tens of seconds, minutes), which one run can tell, and not as a figure to rank the patterns by."
                }
                    ?? "not timed yet: `make workshop-check` times it and `make metrics` adds it."),
        ]
        for exercise in exercises {
            lines += [""] + exerciseTable(costs.filter { $0.exercise == exercise }, patterns: patterns)
        }
        return lines + testTables
    }

    /// The exercises whose every solution adds tests and no code (05, "Kill the mutant").
    static func testsOnlyExercises(_ costs: [ChangeCost]) -> Set<String> {
        Set(costs.map(\.exercise)).filter { exercise in
            costs.filter { $0.exercise == exercise }.allSatisfy(\.isTestsOnly)
        }
    }

    /// An exercise that asks for a test: what the test cost in each pattern, for one behaviour.
    static func testCostTable(_ costs: [ChangeCost], patterns: [String]) -> [String] {
        guard let first = costs.first else { return [] }
        let ordered = patterns.compactMap { pattern in costs.first { $0.pattern == pattern } }
        let baseline = ordered.first { $0.pattern == "MVC" }?.testLinesAdded
        var lines = [
            "### \(label(first.exercise, first.title)): the cost of a test",
            "",
            "This exercise changes no code: each reference solution is the unit test that kills the same mutant (the same behaviour, broken the same way) in its pattern, "
                + "written as that pattern's tests are. What a test cost to write — the seeds' \"how hard is it to write tests\", measured on one behaviour: "
                + ordered.map {
                    "\($0.pattern) \($0.testLinesAdded) code lines\(timesMVC($0.testLinesAdded, baseline))"
                }.joined(separator: ", ") + ".",
            "",
            "| pattern | the role tested | tests (code lines) | lines before the first expectation | test doubles and harness it uses | test doubles written |",
            "|---|---|---:|---:|---:|---:|",
        ]
        for cost in ordered {
            let shape = cost.testShape ?? TestShape()
            let tested = shape.testedTypes.isEmpty ? "–" : shape.testedTypes.map { "`\($0)`" }.joined(separator: ", ")
            lines.append(
                "| \(cost.pattern) | \(tested) | \(cost.testsAdded) (\(cost.testLinesAdded)) | \(shape.linesBeforeFirstExpectation) | \(shape.doublesNeeded) | \(shape.doublesAdded) |"
            )
        }
        lines += [
            "",
            "Lines before the first expectation: what the test has to arrange and do before it can check anything (its setup, in code lines). "
                + "Test doubles and harness it uses, counted from the test: the stand-ins for the role's collaborators (spies, recorders, a manual scheduler) and the headless app a screen is driven in (a script driver), "
                + "whether the test builds them, its suite builds them for every test or its `makeSUT` does — less what it throws away (`let (sut, _) = makeSUT()`); real components it uses (a camera with a test-pattern device) are not counted. "
                + "Test doubles written: the types the solution adds to the tests that are not suites; the doubles a file already had are not counted. "
                + "One test per pattern is an example of how that pattern's tests are written, not a measure of all of them: the mutation score and the coverage per layer above are over every unit test.",
        ]
        return lines
    }

    /// One exercise: a sentence on what its numbers show, then its table.
    static func exerciseTable(_ costs: [ChangeCost], patterns: [String]) -> [String] {
        guard let first = costs.first else { return [] }
        let ordered = patterns.compactMap { pattern in costs.first { $0.pattern == pattern } }
        let layers = changedLayers(ordered)
        let baseline = ordered.first { $0.pattern == "MVC" }
        var lines = [
            "### \(label(first.exercise, first.title))",
            "",
            summary(ordered),
            "",
            "| pattern | files edited / new | code lines | vs MVC | " + layers.joined(separator: " | ")
                + " | types / protocols | tests (lines) | build |",
            "|---|---:|---:|---:|" + layers.map { _ in "---:" }.joined(separator: "|") + "|---:|---:|---:|",
        ]
        for cost in ordered {
            let cells = CostCells(cost, layers: layers)
            let build = cost.incrementalBuild.map(magnitude) ?? "not timed"
            lines.append(
                "| \(cost.pattern) | \(cells.files) | \(cells.lines) | \(difference(cost.totalLinesAdded, from: baseline?.totalLinesAdded)) | "
                    + cells.layers.joined(separator: " | ")
                    + " | \(cells.typesAndProtocols) | \(cells.tests) | \(build) |"
            )
        }
        if ordered.contains(where: { $0.sharedLinesAdded > 0 }) {
            lines += [
                "",
                "Shared code added (a port method, counted apart): "
                    + ordered.map { "\($0.pattern) \($0.sharedLinesAdded)" }.joined(separator: ", ") + " code lines.",
            ]
        }
        return lines
    }

    /// The layers any of `costs` adds or removes lines in, in the report's order, "other" last.
    static func changedLayers(_ costs: [ChangeCost]) -> [String] {
        Layer.allCases.map(\.rawValue).filter { layer in
            costs.contains { $0.linesAdded[layer, default: 0] + $0.linesRemoved[layer, default: 0] > 0 }
        }
            + (costs.contains { $0.linesAdded["other"] != nil } ? ["other"] : [])
    }

    /// One change's figures as the exercise tables and `make cost` write them.
    struct CostCells {
        let files: String
        let lines: String
        let layers: [String]
        let typesAndProtocols: String
        let tests: String

        init(_ cost: ChangeCost, layers: [String]) {
            files = "\(cost.filesTouched) / \(cost.filesAdded)"
            lines = "+\(cost.totalLinesAdded) −\(cost.totalLinesRemoved)"
            self.layers = layers.map { layer in
                let added = cost.linesAdded[layer, default: 0]
                let removed = cost.linesRemoved[layer, default: 0]
                return added + removed == 0 ? "–" : removed == 0 ? "+\(added)" : "+\(added) −\(removed)"
            }
            typesAndProtocols = "\(cost.typesAdded) / \(cost.protocolsAdded)"
            tests = "\(cost.testsAdded) (\(cost.testLinesAdded))"
        }
    }

    /// What the numbers of one exercise show, in words: MVC's size, the others' as multiples of
    /// it, the share of the added lines that only connect roles, and the new types.
    static func summary(_ costs: [ChangeCost]) -> String {
        guard let mvc = costs.first(where: { $0.pattern == "MVC" }) else {
            return costs.map { "\($0.pattern) adds \($0.totalLinesAdded) code lines." }.joined(separator: " ")
        }
        let others = costs.filter { $0.pattern != "MVC" }
        let files = mvc.filesTouched + mvc.filesAdded
        var sentence =
            "MVC makes this change in \(mvc.totalLinesAdded) added code lines over \(files == 1 ? "1 file" : "\(files) files")"
        sentence +=
            others.isEmpty
            ? "."
            : "; "
                + others.map { "\($0.pattern) in \(ratio($0.totalLinesAdded, to: mvc.totalLinesAdded))" }.joined(
                    separator: ", ") + " as many."
        let wiring = costs.map { cost -> String in
            let connecting =
                cost.linesAdded[Layer.contracts.rawValue, default: 0]
                + cost.linesAdded[Layer.assembly.rawValue, default: 0]
            let share =
                cost.totalLinesAdded > 0 ? Int((Double(connecting) / Double(cost.totalLinesAdded) * 100).rounded()) : 0
            return "\(cost.pattern) \(share) %"
        }
        sentence +=
            " The share of added lines that only connect roles (contracts and assembly): "
            + wiring.joined(separator: ", ") + "."
        sentence +=
            " Types and protocols added: "
            + costs.map { "\($0.pattern) \($0.typesAdded + $0.protocolsAdded)" }.joined(separator: ", ") + "."
        return sentence
    }

    /// One timed build as what one run can tell: "seconds" (under 10 s), "tens of seconds"
    /// (under a minute), "minutes".
    static func magnitude(_ seconds: Double) -> String {
        seconds < 10 ? "seconds" : seconds < 60 ? "tens of seconds" : "minutes"
    }

    static func label(_ exercise: String, _ title: String?) -> String {
        let number = exercise.prefix { $0 != "-" }
        return "\(number) \(title ?? exercise)"
    }

    /// " (1.52×)" beside a pattern's figure; nothing for MVC or without a baseline.
    static func timesMVC(_ value: Int, _ baseline: Int?) -> String {
        guard let baseline, baseline > 0, value != baseline else { return "" }
        return " (\(ratio(value, to: baseline)))"
    }
}
