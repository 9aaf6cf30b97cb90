import Foundation

/// What the report makes of the mutation runs kept in `metrics/mutants/`: a table per app beside
/// coverage, the survivors a class can point at (`metrics/mutants.md`), and the whole of it in the
/// mutation-testing-report-schema that Stryker's viewers open.
public enum MutationReport {
    /// Every run kept in `folder` (`<pattern>-<app>.json`), in the report's pattern order, with
    /// the survivors `equivalents` lists counted as equivalent.
    public static func load(from folder: URL, equivalents: [EquivalentMutant] = []) -> [MutationSummary] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        let summaries = files.filter {
            $0.pathExtension == "json"
                && ![schemaFileName, EquivalentMutant.fileName, MutationHistory.fileName].contains($0.lastPathComponent)
        }
        .compactMap { try? JSONDecoder().decode(MutationSummary.self, from: Data(contentsOf: $0)) }
        .map { $0.marking(equivalents) }
        return summaries.sorted { order($0) < order($1) }
    }

    public static let schemaFileName = "mutation-report.json"

    private static func order(_ summary: MutationSummary) -> (Int, String) {
        (Layer.patterns.firstIndex(of: summary.pattern) ?? Layer.patterns.count, summary.app)
    }

    /// The app's table: the score in all and per layer, and what was left out of it.
    /// `commit`: the code the report describes; a run of other code says so in the heading.
    public static func table(_ summaries: [MutationSummary], appFolder: String, title: String, commit: String? = nil)
        -> [String]
    {
        let runs = summaries.filter { $0.app == appFolder }
        let older = runs.contains { $0.commit == nil || $0.commit != commit }
        var rows = [
            "### \(title): how many planted bugs the pattern's own unit tests catch (mutation score)"
                + (older && !runs.isEmpty ? ", runs older than the code above (each run's commit in its row)" : ""), "",
        ]
        guard !runs.isEmpty else {
            return rows + [
                "No mutation run kept yet: `make mutants PATTERN=<pattern> APP=\(appFolder == "Gather" ? "gather" : "mycards")` writes one."
            ]
        }
        let layers = Layer.allCases.filter { layer in runs.contains { $0.score(in: layer).scored > 0 } }
        rows += [
            "| pattern | score | " + layers.map(\.rawValue).joined(separator: " | ")
                + " | killed / survived | equivalent | not reached by a test | do not compile | run on |",
            "|---|---:|" + layers.map { _ in "---:" }.joined(separator: "|") + "|---:|---:|---:|---:|---|",
        ]
        for run in runs {
            let all = run.score()
            let cells = layers.map { cell(run.score(in: $0)) }
            rows.append(
                "| \(run.pattern) | \(cell(all)) | " + cells.joined(separator: " | ")
                    + " | \(all.killed) / \(all.survived) | \(run.count(.equivalent)) | \(run.count(.notReached)) | \(run.count(.doesNotCompile)) | \(run.date)\(run.commit.map { ", \($0)" } ?? "") |"
            )
        }
        rows += [
            "",
            "The score: mutants killed (a test failed, or the tests hung: \(runs.map { $0.count(.timedOut) }.reduce(0, +)) of them) among the mutants some test reaches; "
                + "a mutant no unit test reaches is counted apart, so read the score beside the coverage table above; so is an equivalent mutant, one that behaves as the code does, listed with why. "
                + "The survivors and the equivalent mutants are listed in [mutants.md](mutants.md). How: metrics/README.md.",
        ]
        let notRun = Layer.patterns.filter { pattern in !runs.contains { $0.pattern == pattern } }
        if let first = notRun.first {
            rows += [
                "",
                "No run kept yet for \(notRun.joined(separator: ", ")): `make mutants PATTERN=\(first.lowercased()) APP=\(appFolder == "Gather" ? "gather" : "mycards")` writes one.",
            ]
        }
        return rows
    }

    private static func cell(_ score: MutationSummary.Score) -> String {
        guard let percent = score.percent else { return "–" }
        return String(format: "%.0f %% of %d", percent, score.scored)
    }

    /// `metrics/mutants.md`: each run's survivors as `file:line — what was changed` (those a
    /// workshop exercise plants marked), then its equivalent mutants with why, then any entry of
    /// `equivalents` that no run planted (its code changed: the entry is out of date).
    public static func survivors(
        _ summaries: [MutationSummary], equivalents: [EquivalentMutant] = [], exerciseMutants: [ExerciseMutant] = []
    ) -> String {
        var lines = [
            "# Surviving mutants",
            "",
            "Each line is a small bug that every unit test of its pattern passes with: a behaviour no test checks. "
                + "Below each pattern's survivors, its equivalent mutants: changes no test could see, because the code behaves the same with them, each with why "
                + "(listed by hand in `metrics/mutants/\(EquivalentMutant.fileName)` and left out of the score). "
                + "Written by `make metrics` from the runs of `make mutants` kept in `metrics/mutants/`.",
            "",
        ]
        for run in summaries {
            let survivors = run.outcomes.filter { $0.status == .survived }
            let equivalent = run.outcomes.filter { $0.status == .equivalent }
            lines += [
                "## \(run.pattern) · \(run.app == "Gather" ? "Football Gather" : "My Cards") (run on \(run.date))", "",
            ]
            lines +=
                survivors.isEmpty
                ? ["None survives."]
                : survivors.map { outcome in
                    let planted = exerciseMutants.first { $0.matches(outcome.mutant) }
                    return "- \(outcome.mutant.description)"
                        + (planted.map { " — kept: exercise \($0.exercise) asks the room to kill it" } ?? "")
                }
            if !equivalent.isEmpty {
                lines += ["", "Equivalent:", ""]
                lines += equivalent.map { outcome in
                    "- \(outcome.mutant.description) — " + (equivalents.first { $0.matches(outcome.mutant) }?.why ?? "")
                }
            }
            lines.append("")
        }
        let planted = summaries.flatMap(\.outcomes).map(\.mutant)
        let stale = equivalents.filter { entry in !planted.contains(where: entry.matches) }
        if !summaries.isEmpty, !stale.isEmpty {
            lines += [
                "## Listed as equivalent, planted by no run", "",
                "Their code has changed since they were listed: read them again, then update or remove the entries.",
                "",
            ]
            lines += stale.map { "- \($0.path):\($0.line) — \($0.mutation.rawValue): `\($0.original)`" }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// The survivors by file and line, each as `what was changed`, for the reading view.
    public static func survivorsByLine(_ summaries: [MutationSummary]) -> [String: [Int: [String]]] {
        var byFile: [String: [Int: [String]]] = [:]
        for run in summaries {
            for outcome in run.outcomes where outcome.status == .survived {
                let mutant = outcome.mutant
                byFile[mutant.path, default: [:]][mutant.line, default: []].append(
                    "\(mutant.mutation.rawValue): `\(mutant.original)` → `\(mutant.replacement)`")
            }
        }
        return byFile
    }

    /// Every run in mutation-testing-report-schema 1.x: a file's source and its mutants with their
    /// status, so Stryker's report viewers (mutation-testing-elements) show them on the code.
    public static func schemaJSON(_ summaries: [MutationSummary], root: URL) throws -> Data {
        var files: [String: SchemaFile] = [:]
        for run in summaries {
            for outcome in run.outcomes {
                let mutant = outcome.mutant
                if files[mutant.path] == nil {
                    let source =
                        (try? String(contentsOf: root.appendingPathComponent(mutant.path), encoding: .utf8)) ?? ""
                    files[mutant.path] = SchemaFile(language: "swift", source: source, mutants: [])
                }
                files[mutant.path]?.mutants.append(
                    SchemaMutant(
                        id: "\(run.pattern.lowercased())-\(run.app.lowercased())-\(mutant.id)",
                        mutatorName: mutant.mutation.reportName,
                        replacement: mutant.replacement,
                        description: mutant.mutation.rawValue,
                        location: SchemaLocation(
                            start: SchemaPosition(line: mutant.line, column: mutant.column),
                            end: SchemaPosition(
                                line: mutant.line, column: mutant.column + max(mutant.original.count, 1))
                        ),
                        status: schemaStatus(outcome.status)
                    ))
            }
        }
        let report = SchemaReport(files: files)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(report)
    }

    private static func schemaStatus(_ status: MutationRun.Status) -> String {
        switch status {
        case .killed: "Killed"
        case .timedOut: "Timeout"
        case .survived: "Survived"
        case .notReached: "NoCoverage"
        case .doesNotCompile: "CompileError"
        case .equivalent: "Ignored"
        }
    }

    private struct SchemaReport: Encodable {
        let schema = "https://git.io/mutation-testing-schema"
        let schemaVersion = "1"
        let thresholds = ["high": 80, "low": 60]
        let projectRoot = "."
        let files: [String: SchemaFile]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case schemaVersion, thresholds, projectRoot, files
        }
    }

    private struct SchemaFile: Encodable {
        let language: String
        let source: String
        var mutants: [SchemaMutant]
    }

    private struct SchemaMutant: Encodable {
        let id: String
        let mutatorName: String
        let replacement: String
        let description: String
        let location: SchemaLocation
        let status: String
    }

    private struct SchemaLocation: Encodable {
        let start: SchemaPosition
        let end: SchemaPosition
    }

    private struct SchemaPosition: Encodable {
        let line: Int
        let column: Int
    }
}
