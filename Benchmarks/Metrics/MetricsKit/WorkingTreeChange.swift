import Foundation

/// What a git working tree changes against a commit — the files it edits and the new files git
/// does not ignore, under `Variants/`, `Tests/` and `Shared/` — read as one patch, so `ChangeCost`
/// counts a pair's own change exactly as it counts a reference solution (`make cost`).
public struct WorkingTreeChange: Sendable {
    /// The folders a workshop change is made in; the reference solutions' patches cover the same.
    public static let folders = ["Variants", "Tests", "Shared"]

    public let repository: URL
    public let base: String
    public let diff: UnifiedDiff
    /// Each changed file as it is at `base`; a new file has none.
    public let originals: [String: String]

    /// A file as it is at `base`: a reference solution is measured against the same tree.
    public func original(_ path: String) -> String? {
        if let known = originals[path] { return known }
        let shown = try? CommandRunner.run(
            ["git", "-C", repository.path, "show", "\(base):\(path)"], keepingErrors: false)
        return shown?.status == 0 ? shown?.output : nil
    }

    /// Reads the change of the repository at `repository` against `base` (a revision: "HEAD",
    /// a tag, a commit). New files are added to a throwaway index, as `git add -N` adds them to the
    /// real one when a solution's patch is made, so the pair's own index is never touched.
    public static func read(repository: URL, base: String) throws(ChangeCost.Failure) -> WorkingTreeChange {
        let git = ["git", "-C", repository.path]
        do {
            let commit = try CommandRunner.run(
                git + ["rev-parse", "--verify", "--quiet", "\(base)^{commit}"], keepingErrors: false)
            guard commit.status == 0 else {
                throw ChangeCost.Failure(
                    description:
                        "\(base) is not a commit of the repository in \(repository.path): give BASE= a branch, a tag or a commit."
                )
            }
            let index = FileManager.default.temporaryDirectory.appendingPathComponent("cost-index-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: index) }
            let throwawayIndex = ["GIT_INDEX_FILE": index.path]
            try CommandRunner.check(git + ["read-tree", "HEAD"], environment: throwawayIndex)
            try CommandRunner.check(
                git + ["add", "--intent-to-add", "--"] + folders.filter { exists($0, in: repository) },
                environment: throwawayIndex)
            // The options fix what a person's git configuration could change: prefixes, renames
            // (a moved file is counted as removed and added, as in a patch), the diff algorithm.
            let patch = try CommandRunner.check(
                git + [
                    "diff", "--no-color", "--no-ext-diff", "--no-textconv", "--no-renames", "--diff-algorithm=myers",
                    "--src-prefix=a/", "--dst-prefix=b/", base, "--",
                ] + folders,
                environment: throwawayIndex, keepingErrors: false
            )
            let diff = try UnifiedDiff(parsing: patch.output)
            var originals: [String: String] = [:]
            for file in diff.files where file.kind != .added {
                originals[file.path] = try CommandRunner.check(
                    git + ["show", "\(base):\(file.path)"], keepingErrors: false
                ).output
            }
            return WorkingTreeChange(repository: repository, base: base, diff: diff, originals: originals)
        } catch let failure as ChangeCost.Failure {
            throw failure
        } catch {
            throw ChangeCost.Failure(description: "git could not read the change against \(base): \(error)")
        }
    }

    /// The change counted once per pattern it touches: each pattern's variant and unit-test files,
    /// with the files of no pattern (a port method in `Shared/`) in every pattern's count, as each
    /// reference solution carries its own. A change to no pattern is counted as "no pattern".
    public func costs(exercise: String, title: String) throws(ChangeCost.Failure) -> [ChangeCost] {
        let patterns = diff.files.compactMap { Self.pattern(of: $0.path) }.reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        var costs: [ChangeCost] = []
        for pattern in patterns.isEmpty ? [nil] : patterns.map(Optional.some) {
            var part = diff
            part.files = diff.files.filter { Self.pattern(of: $0.path).map { $0 == pattern } ?? true }
            costs.append(
                try ChangeCost.measure(exercise: exercise, title: title, pattern: pattern ?? "no pattern", diff: part) {
                    originals[$0]
                })
        }
        return costs
    }

    static func pattern(of path: String) -> String? {
        switch SourceRole(path: path) {
        case .variant(let pattern, _, _), .patternTests(let pattern, _): pattern
        case .shared, .other: nil
        }
    }

    private static func exists(_ folder: String, in repository: URL) -> Bool {
        FileManager.default.fileExists(atPath: repository.appendingPathComponent(folder).path)
    }
}
