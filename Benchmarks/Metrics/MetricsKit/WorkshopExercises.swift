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
        let exercises = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: exercises.path)) ?? []
        var costs: [ChangeCost] = []
        for name in names.sorted() where name.range(of: #"^\d\d-"#, options: .regularExpression) != nil {
            let readme = (try? String(contentsOf: exercises.appendingPathComponent("\(name)/README.md"), encoding: .utf8)) ?? ""
            let title = title(of: readme, folder: name)
            for pattern in patterns {
                let patch = exercises.appendingPathComponent("\(name)/solutions/\(pattern.lowercased()).patch")
                guard let text = try? String(contentsOf: patch, encoding: .utf8) else { continue }
                var cost = try ChangeCost.measure(exercise: name, title: title, pattern: pattern, diff: UnifiedDiff(parsing: text)) { path in
                    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                }
                cost.incrementalBuild = builds?.seconds[name]?[pattern]
                costs.append(cost)
            }
        }
        return costs
    }

    /// "Team balance", from the README's "# Exercise 01 — Team balance"; else the folder's name.
    static func title(of readme: String, folder: String) -> String {
        guard let heading = readme.components(separatedBy: "\n").first(where: { $0.hasPrefix("# ") }),
              let dash = heading.range(of: " — ") else { return folder }
        return String(heading[dash.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
}
