import Foundation

/// Survivors that no test could kill, because the mutant behaves as the code does: each listed
/// by hand in `metrics/mutants/equivalent.json` with why, and left out of the score (the score
/// counts bugs a test could catch). A listed mutant is found again by its file, line, operator
/// and code: the same call twice on a line can be one equivalent and one not. After an edit
/// moves it, `make metrics` lists the entry as planted by no run, to be read again.
public struct EquivalentMutant: Codable, Hashable, Sendable {
    public let path: String
    public let line: Int
    public let mutation: MutationOperator
    public let original: String
    /// Why no test can tell the mutant from the code, in a sentence a class can check.
    public let why: String

    public static let fileName = "equivalent.json"

    public init(path: String, line: Int, mutation: MutationOperator, original: String, why: String) {
        self.path = path
        self.line = line
        self.mutation = mutation
        self.original = original
        self.why = why
    }

    public func matches(_ mutant: Mutant) -> Bool {
        mutant.path == path && mutant.line == line && mutant.mutation == mutation && mutant.original == original
    }

    /// The list in `folder`; none when there is no file.
    public static func load(from folder: URL) throws -> [EquivalentMutant] {
        let file = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        do {
            return try JSONDecoder().decode([EquivalentMutant].self, from: Data(contentsOf: file))
        } catch {
            throw MutationRun.Failure(
                description:
                    "\(file.path) cannot be read as a list of equivalent mutants (path, mutation, original, why): \(error)"
            )
        }
    }
}

extension MutationSummary {
    /// The run with each survivor that `equivalents` lists counted as equivalent.
    public func marking(_ equivalents: [EquivalentMutant]) -> MutationSummary {
        var marked = self
        marked.outcomes = outcomes.map { outcome in
            guard outcome.status == .survived, equivalents.contains(where: { $0.matches(outcome.mutant) }) else {
                return outcome
            }
            return MutationRun.Outcome(mutant: outcome.mutant, status: .equivalent)
        }
        return marked
    }
}

/// A mutant a workshop exercise plants (`Workshop/Exercises/NN-name/mutants/<pattern>.patch`):
/// a survivor kept on purpose, for the room to kill.
public struct ExerciseMutant: Hashable, Sendable {
    /// "05".
    public let exercise: String
    public let path: String
    /// The line the patch takes out, trimmed.
    public let code: String

    public func matches(_ mutant: Mutant) -> Bool {
        mutant.path == path && mutant.mutation == .removeCall && mutant.original == code
    }

    /// Every exercise's planted mutants under `root`.
    public static func load(root: URL) -> [ExerciseMutant] {
        WorkshopExercises.folders(root: root).flatMap { folder -> [ExerciseMutant] in
            let mutants = root.appendingPathComponent("\(WorkshopExercises.folder)/\(folder)/mutants")
            let patches =
                (try? FileManager.default.contentsOfDirectory(at: mutants, includingPropertiesForKeys: nil)) ?? []
            return patches.filter { $0.pathExtension == "patch" }.compactMap { patch in
                guard let text = try? String(contentsOf: patch, encoding: .utf8) else { return nil }
                let lines = text.split(separator: "\n")
                guard let file = lines.first(where: { $0.hasPrefix("+++ b/") })?.dropFirst("+++ b/".count),
                    let removed = lines.first(where: { $0.hasPrefix("-") && !$0.hasPrefix("---") })?.dropFirst()
                else { return nil }
                return ExerciseMutant(
                    exercise: String(folder.prefix(2)), path: String(file),
                    code: removed.trimmingCharacters(in: .whitespaces))
            }
        }
    }
}
