import Foundation
import Testing

@testable import MetricsKit

/// What the report shows of a mutation run: the score per layer beside its counts, the survivors
/// as lines to point at, and the schema Stryker's viewers read.
@Suite("Mutants · the report")
struct MutationReportTests {
    private func mutant(_ id: Int, _ path: String, _ line: Int, _ mutation: MutationOperator = .swapEquality) -> Mutant
    {
        Mutant(id: id, path: path, line: line, column: 9, mutation: mutation, original: "a == b", replacement: "a != b")
    }

    private var run: MutationSummary {
        let presenter = "Variants/MVP/Gather/Login/LoginPresenter.swift"
        let view = "Variants/MVP/Gather/Login/LoginView.swift"
        return MutationSummary(
            pattern: "MVP", app: "Gather",
            outcomes: [
                .init(mutant: mutant(1, presenter, 10), status: .killed),
                .init(mutant: mutant(2, presenter, 11), status: .timedOut),
                .init(mutant: mutant(3, presenter, 12), status: .survived),
                .init(mutant: mutant(4, view, 5), status: .notReached),
                .init(mutant: mutant(5, view, 6), status: .doesNotCompile),
            ], seconds: 42, date: Date(timeIntervalSince1970: 1_795_000_000))
    }

    @Test func theTableGivesTheScorePerLayerAndWhatWasLeftOut() {
        let table = MutationReport.table([run], appFolder: "Gather", title: "Football Gather")

        #expect(table.contains("| MVP | 67 % of 3 | 67 % of 3 | 2 / 1 | 0 | 1 | 1 | 2026-11-18 |"))
        #expect(table.contains { $0.contains("| pattern | score | presentation logic |") })
        #expect(
            MutationReport.table([run], appFolder: "MyCards", title: "My Cards").last?.contains("make mutants") == true)
        #expect(
            table.last
                == "No run kept yet for MVC, MVVM, MVPC, VIPER, VIP, UDF, Composition: `make mutants PATTERN=mvc APP=gather` writes one.",
            "a pattern without a run is named, not left out in silence")
    }

    @Test func theSurvivorsAreListedAsLinesToPointAt() {
        let text = MutationReport.survivors([run])

        #expect(text.contains("## MVP · Football Gather (run on 2026-11-18)"))
        #expect(
            text.contains(
                "- Variants/MVP/Gather/Login/LoginPresenter.swift:12 — swap equality operator: `a == b` → `a != b`"))
        #expect(!text.contains("LoginPresenter.swift:10"), "a killed mutant is no survivor")
    }

    @Test func aSurvivorListedAsEquivalentIsLeftOutOfTheScoreAndListedWithWhy() {
        let listed = EquivalentMutant(
            path: "Variants/MVP/Gather/Login/LoginPresenter.swift", line: 12, mutation: .swapEquality,
            original: "a == b", why: "a and b are the same object.")
        let stale = EquivalentMutant(
            path: "Variants/MVP/Gather/Login/LoginPresenter.swift", line: 12, mutation: .flipBoolean, original: "true",
            why: "Gone.")

        let marked = run.marking([listed, stale])
        let table = MutationReport.table([marked], appFolder: "Gather", title: "Football Gather")
        let text = MutationReport.survivors([marked], equivalents: [listed, stale])

        #expect(marked.score() == .init(killed: 2, survived: 0))
        #expect(table.contains("| MVP | 100 % of 2 | 100 % of 2 | 2 / 0 | 1 | 1 | 1 | 2026-11-18 |"))
        #expect(text.contains("None survives."))
        #expect(
            text.contains(
                "- Variants/MVP/Gather/Login/LoginPresenter.swift:12 — swap equality operator: `a == b` → `a != b` — a and b are the same object."
            ))
        #expect(text.contains("## Listed as equivalent, planted by no run"))
        #expect(
            text.contains("LoginPresenter.swift:12 — flip boolean: `true`"),
            "an entry whose code changed is said to be out of date")
    }

    @Test func aSurvivorAnExercisePlantsIsMarkedAsKept() {
        let call = Mutant(
            id: 3, path: "Variants/MVP/MyCards/PhotoCapture/PhotoCapturePresenter.swift", line: 52, column: 9,
            mutation: .removeCall, original: "await camera.stop()", replacement: "(not called)")
        let summary = MutationSummary(
            pattern: "MVP", app: "MyCards", outcomes: [.init(mutant: call, status: .survived)], seconds: 1)
        let planted = ExerciseMutant(exercise: "05", path: call.path, code: "await camera.stop()")

        let text = MutationReport.survivors([summary], exerciseMutants: [planted])

        #expect(
            text.contains(
                "PhotoCapturePresenter.swift:52 — remove call: `await camera.stop()` → `(not called)` — kept: exercise 05 asks the room to kill it"
            ))
    }

    /// The repository's own list: every entry is a survivor of a kept run, so none is out of date,
    /// and each exercise's planted mutant survives there too.
    @Test func everyEquivalentListedAndEveryMutantAnExercisePlantsIsASurvivorOfTheKeptRuns() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.appendingPathComponent("metrics/mutants")
        let runs = MutationReport.load(from: folder)
        let survivors = runs.flatMap(\.outcomes).filter { $0.status == .survived }.map(\.mutant)

        for entry in try EquivalentMutant.load(from: folder) {
            #expect(
                survivors.contains(where: entry.matches),
                "\(entry.path): \(entry.original) is no survivor of a kept run")
            #expect(!entry.why.isEmpty)
        }
        let planted = ExerciseMutant.load(root: root)
        #expect(planted.count == 8)
        // MVC's is not reached at all (no test runs the line), which the exercise says. UDF's is
        // planted by no run: `make mutants` takes no statement out of a closure's own body (its one
        // statement may be the value it returns), and an effect is a closure.
        for mutant in planted where !mutant.path.contains("/MVC/") && !mutant.path.contains("/UDF/") {
            #expect(
                survivors.contains(where: mutant.matches),
                "\(mutant.path): exercise \(mutant.exercise)'s mutant survives the kept run")
        }
    }

    @Test func theSchemaHasEachFileItsSourceAndEachMutantsStatus() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Variants/MVP/Gather/Login"), withIntermediateDirectories: true)
        try "final class LoginPresenter {}\n".write(
            to: root.appendingPathComponent("Variants/MVP/Gather/Login/LoginPresenter.swift"), atomically: true,
            encoding: .utf8)

        let data = try MutationReport.schemaJSON([run], root: root)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try #require(json["files"] as? [String: [String: Any]])
        let presenter = try #require(files["Variants/MVP/Gather/Login/LoginPresenter.swift"])
        let mutants = try #require(presenter["mutants"] as? [[String: Any]])

        #expect(json["schemaVersion"] as? String == "1")
        #expect(presenter["language"] as? String == "swift")
        #expect(presenter["source"] as? String == "final class LoginPresenter {}\n")
        #expect(mutants.map { $0["status"] as? String } == ["Killed", "Timeout", "Survived"])
        #expect(mutants.first?["mutatorName"] as? String == "EqualityOperator")
        let view = try #require(files["Variants/MVP/Gather/Login/LoginView.swift"]?["mutants"] as? [[String: Any]])
        #expect(view.map { $0["status"] as? String } == ["NoCoverage", "CompileError"])
    }
}

@Suite("Mutation report · the first run and the latest")
struct MutationHistoryTests {
    private func entry(_ pattern: String, killed: Int, survived: Int, tests: Int, lines: Int) -> MutationHistory.Entry {
        .init(
            pattern: pattern, app: "Gather", killed: killed, survived: survived, unitTests: tests, unitTestLines: lines)
    }

    /// MVC's first run, as kept at 317e45c: 133 killed, 53 survived — 72 %; then 28 tests more.
    @Test func eachPatternShowsBothScoresAndTheTestsBetween() {
        let history = MutationHistory(
            first: .init(
                commit: "317e45c", date: "2026-11-27",
                entries: [entry("MVC", killed: 133, survived: 53, tests: 48, lines: 602)]),
            latest: .init(
                commit: "8fa9b8e", date: "2026-11-27",
                entries: [entry("MVC", killed: 172, survived: 15, tests: 76, lines: 833)])
        )

        let table = history.table(appFolder: "Gather", title: "Football Gather")

        #expect(
            table.contains(
                "| pattern | first run (317e45c, 2026-11-27) | latest run (8fa9b8e, 2026-11-27) | unit tests | unit test code lines | tests added per point gained |"
            ))
        #expect(table.contains("| MVC | 72 % | 92 % | 48 → 76 (+28) | 602 → 833 (+231) | 1.4 |"))
        #expect(
            history.table(appFolder: "MyCards", title: "My Cards").filter { $0.hasPrefix("| MVC") }.isEmpty,
            "only the app's rows")
    }

    /// UDF came after both runs: its row compares its own two, and says which.
    @Test func aPatternAddedLaterIsComparedBetweenItsOwnRuns() {
        let history = MutationHistory(
            first: .init(
                commit: "317e45c", date: "2026-11-27",
                entries: [entry("MVC", killed: 133, survived: 53, tests: 48, lines: 602)]),
            latest: .init(
                commit: "8fa9b8e", date: "2026-11-27",
                entries: [entry("MVC", killed: 172, survived: 15, tests: 76, lines: 833)]),
            later: [
                .init(
                    first: .init(
                        commit: "28e642d", date: "2026-11-28",
                        entries: [entry("UDF", killed: 126, survived: 16, tests: 52, lines: 838)]),
                    latest: .init(
                        commit: "ef16c01", date: "2026-11-28",
                        entries: [entry("UDF", killed: 140, survived: 5, tests: 56, lines: 890)])
                )
            ]
        )

        let table = history.table(appFolder: "Gather", title: "Football Gather")

        #expect(table.contains("| MVC | 72 % | 92 % | 48 → 76 (+28) | 602 → 833 (+231) | 1.4 |"))
        #expect(
            table.contains(
                "| UDF (28e642d → ef16c01, 2026-11-28) | 89 % | 97 % | 52 → 56 (+4) | 838 → 890 (+52) | 0.5 |"))
        #expect(table.last?.contains("UDF came later") == true)
    }

    /// The kept runs' folder holds history.json beside them: it is not read as a run.
    @Test func theHistoryFileIsNoRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let history = MutationHistory(
            first: .init(commit: "a", date: "d", entries: []), latest: .init(commit: "b", date: "d", entries: []))
        try JSONEncoder().encode(history).write(to: folder.appendingPathComponent(MutationHistory.fileName))

        #expect(MutationReport.load(from: folder).isEmpty)
        #expect(MutationHistory.load(from: folder) == history)
    }
}
