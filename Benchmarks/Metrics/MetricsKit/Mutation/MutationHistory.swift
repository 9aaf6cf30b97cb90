import Foundation

/// Two kept mutation runs and the unit tests each pattern had at each (`metrics/mutants/history.json`,
/// written by scripts/mutation_history.py from git): the score of the tests as the pattern's
/// authors first wrote them, the score after tests were written at the survivors, and how many
/// tests that took — the cost of making a pattern's logic testable, measured.
public struct MutationHistory: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable {
        public var pattern: String
        public var app: String
        /// Killed (a test failed or hung) and survived: every mutant a test reaches, none left
        /// out as equivalent, on both sides alike.
        public var killed: Int
        public var survived: Int
        public var unitTests: Int
        public var unitTestLines: Int

        var percent: Double? { killed + survived == 0 ? nil : 100 * Double(killed) / Double(killed + survived) }
    }

    public struct Run: Codable, Sendable, Equatable {
        public var commit: String
        public var date: String
        public var entries: [Entry]
    }

    /// A pattern added after `first` and `latest` were run (UDF), between its own two runs.
    public struct LaterPattern: Codable, Sendable, Equatable {
        public var first: Run
        public var latest: Run
    }

    public var first: Run
    public var latest: Run
    public var later: [LaterPattern] = []

    public static let fileName = "history.json"

    public static func load(from folder: URL) -> MutationHistory? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path) else {
            return nil
        }
        return try? JSONDecoder().decode(MutationHistory.self, from: data)
    }

    /// The app's table: each pattern's score at the first run and at the latest, and the unit
    /// tests and test lines between them.
    public func table(appFolder: String, title: String) -> [String] {
        var rows = [
            "### \(title): the mutation score as the tests were first written, and after",
            "",
            "| pattern | first run (\(first.commit), \(first.date)) | latest run (\(latest.commit), \(latest.date)) | unit tests | unit test code lines | tests added per point gained |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        rows += Self.rows(from: first, to: latest, appFolder: appFolder, namingCommits: false)
        for pattern in later {
            rows += Self.rows(from: pattern.first, to: pattern.latest, appFolder: appFolder, namingCommits: true)
        }
        rows += [
            "",
            "Both scores count every mutant a test reaches, killed or survived, none left out as equivalent (the first run listed none): like for like, "
                + "so the latest figure here can be below the score table's, which leaves the equivalent mutants out. "
                + "The tests are the pattern's unit tests at each run's commit (test functions, and their code lines). "
                + "Between the two runs only tests were written, at the first run's survivors: the code under test is the same (`git diff 317e45c 8fa9b8e -- Variants` is empty). "
                + later.map {
                    "\(Self.patterns(of: $0.first)) came later: its row names its own two runs, between which, too, only its tests and its README changed. "
                }.joined()
                + "Written by scripts/mutation_history.py from git.",
        ]
        return rows
    }

    /// One row per pattern of the app in `first`; with `namingCommits`, the pattern's cell says
    /// which two runs its figures come from.
    private static func rows(from first: Run, to latest: Run, appFolder: String, namingCommits: Bool) -> [String] {
        first.entries.filter { $0.app == appFolder }.compactMap { before -> String? in
            guard let after = latest.entries.first(where: { $0.app == appFolder && $0.pattern == before.pattern }),
                let old = before.percent, let new = after.percent
            else { return nil }
            let added = after.unitTests - before.unitTests
            let points = (new - old).rounded()
            let perPoint = points > 0 ? String(format: "%.1f", Double(added) / points) : "–"
            let pattern =
                namingCommits
                ? "\(before.pattern) (\(first.commit) → \(latest.commit), \(latest.date))" : before.pattern
            return "| \(pattern) | " + String(format: "%.0f %%", old) + " | " + String(format: "%.0f %%", new)
                + " | \(before.unitTests) → \(after.unitTests) (+\(added)) | \(before.unitTestLines) → \(after.unitTestLines) (+\(after.unitTestLines - before.unitTestLines))"
                + " | \(perPoint) |"
        }
    }

    private static func patterns(of run: Run) -> String {
        var seen: [String] = []
        for entry in run.entries where !seen.contains(entry.pattern) { seen.append(entry.pattern) }
        return seen.joined(separator: ", ")
    }
}
