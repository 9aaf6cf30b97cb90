import Foundation

/// The workshop's exercises (`Workshop/Exercises/NN-name/`): each one's reference solution per
/// pattern (`solutions/<pattern>.patch`), measured as a change to this tree.
public enum WorkshopExercises {
    public static let folder = "Workshop/Exercises"

    /// The build after each solution, as `make workshop-check` timed it and wrote it down.
    public struct BuildTimes: Codable, Hashable, Sendable {
        public var date: String
        /// Seconds, by exercise folder and then by pattern.
        public var seconds: [String: [String: Double]]

        public static func read(_ data: Data) throws -> BuildTimes {
            try JSONDecoder().decode(BuildTimes.self, from: data)
        }
    }

    /// Every exercise's solution in each of `patterns` that has one, measured against the files
    /// under `root`, in exercise order; the build times added where `builds` has them.
    public static func costs(root: URL, patterns: [String], builds: BuildTimes?) throws -> [ChangeCost] {
        try folders(root: root).flatMap { name in
            try costs(of: name, root: root, patterns: patterns) { path in
                try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            }.map { cost in
                var timed = cost
                timed.incrementalBuild = builds?.seconds[name]?[cost.pattern]
                return timed
            }
        }
    }

    /// The exercises' folders under `root`, "01-team-balance" first.
    public static func folders(root: URL) -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.range(of: #"^\d\d-"#, options: .regularExpression) != nil }.sorted()
    }

    /// The folder of exercise `number` ("2", "02" or "02-player-gathers"); an error naming the
    /// exercises there are.
    public static func folder(number: String, root: URL) throws(ChangeCost.Failure) -> String {
        let all = folders(root: root)
        let wanted = number.count == 1 ? "0" + number : number
        guard let found = all.first(where: { $0 == wanted || $0.hasPrefix(wanted + "-") }) else {
            throw ChangeCost.Failure(
                description: "There is no exercise \(number): the exercises are \(all.joined(separator: ", ")).")
        }
        return found
    }

    /// One exercise's solutions in each of `patterns` that has one, measured against the files
    /// `original` reads.
    public static func costs(of name: String, root: URL, patterns: [String], original: (String) -> String?) throws
        -> [ChangeCost]
    {
        let exercise = root.appendingPathComponent("\(folder)/\(name)")
        let readme = (try? String(contentsOf: exercise.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        return try patterns.compactMap { pattern in
            let patch = exercise.appendingPathComponent("solutions/\(pattern.lowercased()).patch")
            guard let text = try? String(contentsOf: patch, encoding: .utf8) else { return nil }
            return try ChangeCost.measure(
                exercise: name, title: title(of: readme, folder: name), pattern: pattern,
                diff: UnifiedDiff(parsing: text), original: original)
        }
    }

    /// Exercise `name`'s reference solution in `pattern`, read as a patch; nil when it has none.
    public static func solution(of name: String, pattern: String, root: URL) throws -> UnifiedDiff? {
        let patch = root.appendingPathComponent("\(folder)/\(name)/solutions/\(pattern.lowercased()).patch")
        guard let text = try? String(contentsOf: patch, encoding: .utf8) else { return nil }
        return try UnifiedDiff(parsing: text)
    }

    /// "Team balance", from the README's "# Exercise 01 — Team balance"; else the folder's name.
    static func title(of readme: String, folder: String) -> String {
        guard let heading = readme.components(separatedBy: "\n").first(where: { $0.hasPrefix("# ") }),
            let dash = heading.range(of: " — ")
        else { return folder }
        return String(heading[dash.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
}
