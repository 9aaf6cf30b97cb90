/// `make cost`: a pair's own change beside the reference solution of its exercise, with the
/// figures and columns of the report's cost-of-change tables, for a terminal.
public enum CostComparison {
    /// `yours`, one cost per pattern the change touches (none: nothing changed); `references`, the exercise's reference
    /// solutions in those patterns (none when no exercise was named).
    public static func render(yours: [ChangeCost], references: [ChangeCost], base: String, exercise: String?) -> String
    {
        guard !yours.isEmpty else {
            return "Nothing changed under \(WorkingTreeChange.folders.joined(separator: ", ")) against \(base)."
                + (base == "HEAD"
                    ? " If you committed your change, count from the commit before it: make cost BASE=<commit>." : "")
        }
        var rows: [(label: String, cost: ChangeCost)] = []
        for cost in yours {
            rows.append(("\(cost.pattern), yours", cost))
            rows += references.filter { $0.pattern == cost.pattern }.map { ("\($0.pattern), reference", $0) }
        }
        let layers = MarkdownReport.changedLayers(rows.map(\.cost))
        var table = [["change", "files edited / new", "code lines"] + layers + ["types / protocols", "tests (lines)"]]
        for row in rows {
            let cells = MarkdownReport.CostCells(row.cost, layers: layers)
            table.append(
                [row.label, cells.files, cells.lines] + cells.layers + [cells.typesAndProtocols, cells.tests])
        }
        var lines =
            [
                "Your change against \(base) — files edited and new under \(WorkingTreeChange.folders.joined(separator: ", ")) — counted as the report counts a reference solution (metrics/README.md says how):",
                "",
            ] + aligned(table)
        if rows.contains(where: \.cost.isTestsOnly) {
            // A test alone (exercise 05): what it took, beside the reference's.
            lines +=
                [""]
                + rows.map { row in
                    let shape = row.cost.testShape ?? TestShape()
                    return
                        "\(row.label): \(shape.linesBeforeFirstExpectation) lines before the first expectation, \(shape.doublesNeeded) test doubles stood up, \(shape.doublesAdded) written"
                        + (shape.testedTypes.isEmpty ? "." : ", testing \(shape.testedTypes.joined(separator: ", ")).")
                }
        }
        if rows.contains(where: { $0.cost.sharedLinesAdded > 0 }) {
            lines += [
                "",
                "Shared code added (a port method, counted apart): "
                    + rows.map { "\($0.label) \($0.cost.sharedLinesAdded)" }.joined(separator: ", ") + " code lines.",
            ]
        }
        lines.append("")
        if let exercise {
            for cost in yours {
                guard let reference = references.first(where: { $0.pattern == cost.pattern }) else {
                    lines.append("\(cost.pattern): exercise \(exercise) has no reference solution in this pattern.")
                    continue
                }
                lines.append("\(cost.pattern): " + differences(cost, from: reference))
            }
        } else {
            lines.append("Put an exercise's reference solution beside it: make cost EX=01 (02, 03, 04, 05).")
        }
        return lines.joined(separator: "\n")
    }

    /// "the same figures as the reference solution", or what differs, in words.
    static func differences(_ yours: ChangeCost, from reference: ChangeCost) -> String {
        let figures: [(name: String, yours: Int, reference: Int)] = [
            ("files edited", yours.filesTouched, reference.filesTouched),
            ("files new", yours.filesAdded, reference.filesAdded),
            ("code lines added", yours.totalLinesAdded, reference.totalLinesAdded),
            ("code lines removed", yours.totalLinesRemoved, reference.totalLinesRemoved),
            ("types", yours.typesAdded, reference.typesAdded),
            ("protocols", yours.protocolsAdded, reference.protocolsAdded),
            ("tests", yours.testsAdded, reference.testsAdded),
            ("test lines", yours.testLinesAdded, reference.testLinesAdded),
            ("shared lines", yours.sharedLinesAdded, reference.sharedLinesAdded),
            (
                "lines before the first expectation", yours.testShape?.linesBeforeFirstExpectation ?? 0,
                reference.testShape?.linesBeforeFirstExpectation ?? 0
            ),
            ("test doubles stood up", yours.testShape?.doublesNeeded ?? 0, reference.testShape?.doublesNeeded ?? 0),
            ("test doubles written", yours.testShape?.doublesAdded ?? 0, reference.testShape?.doublesAdded ?? 0),
        ]
        let differing = figures.filter { $0.yours != $0.reference }
        if !differing.isEmpty {
            return differing.map { "\($0.name) \($0.yours) (the reference \($0.reference))" }.joined(separator: ", ")
                + "."
        }
        let byLayer = { (lines: [String: Int]) in lines.filter { $0.value > 0 } }
        let sameLayers =
            byLayer(yours.linesAdded) == byLayer(reference.linesAdded)
            && byLayer(yours.linesRemoved) == byLayer(reference.linesRemoved)
        return sameLayers
            ? "the same figures as the reference solution."
            : "the same totals as the reference solution, in other layers."
    }

    /// A Markdown table padded so its columns line up in a terminal; the first column left, the
    /// figures right.
    static func aligned(_ rows: [[String]]) -> [String] {
        guard let header = rows.first else { return [] }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| "
                + cells.enumerated().map { column, cell in
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    return column == 0 ? cell + padding : padding + cell
                }.joined(separator: " | ") + " |"
        }
        let rule =
            "|"
            + widths.enumerated().map { column, width in
                column == 0 ? String(repeating: "-", count: width + 2) : String(repeating: "-", count: width + 1) + ":"
            }.joined(separator: "|") + "|"
        return [line(header), rule] + rows.dropFirst().map(line)
    }
}
