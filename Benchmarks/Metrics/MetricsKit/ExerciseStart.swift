import Foundation

/// Where an exercise began in a pair's checkout. The first `make exercise` or `make hint` of an
/// exercise keeps the tree as it was then, under `refs/workshop/began-NN` (scripts/workshop.py),
/// so `make cost EX=NN` counts what changed since: an earlier exercise's change still in the tree
/// is never set beside this one's reference.
public struct ExerciseStart: Sendable, Hashable {
    public static let refPrefix = "refs/workshop/began-"

    /// "05".
    public let exercise: String
    public let commit: String
    /// When it was marked, "2026-12-02 10:31".
    public let marked: String

    public init(exercise: String, commit: String, marked: String) {
        self.exercise = exercise
        self.commit = commit
        self.marked = marked
    }

    /// Every exercise begun in the repository at `repository`, oldest first; none without git.
    public static func all(in repository: URL) -> [ExerciseStart] {
        let listed = try? CommandRunner.run(
            [
                "git", "-C", repository.path, "for-each-ref", "--sort=committerdate",
                "--format=%(refname) %(objectname) %(committerdate:format:%Y-%m-%d %H:%M)",
                // for-each-ref matches whole components: the folder, then the prefix below.
                "refs/workshop/",
            ],
            keepingErrors: false
        )
        guard let listed, listed.status == 0 else { return [] }
        return listed.output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard fields.count == 3, fields[0].hasPrefix(refPrefix) else { return nil }
            return ExerciseStart(
                exercise: String(fields[0].dropFirst(refPrefix.count)), commit: fields[1], marked: fields[2])
        }
    }
}

/// What `make cost` counts a change from, and how it says so.
public struct CostBase: Sendable, Hashable {
    /// A revision git reads.
    public let revision: String
    /// For the table's first line: "HEAD", or where the exercise began.
    public let description: String

    /// BASE= when given; else, with EX=, where that exercise began. An exercise that never began
    /// here while another did is refused: the tree may hold the other's change.
    /// - Parameter exercise: the exercise's number, "05".
    public static func resolve(explicit: String?, exercise: String?, starts: [ExerciseStart]) throws(ChangeCost.Failure)
        -> CostBase
    {
        if let explicit { return CostBase(revision: explicit, description: explicit) }
        guard let exercise else { return CostBase(revision: "HEAD", description: "HEAD") }
        if let start = starts.last(where: { $0.exercise == exercise }) {
            return CostBase(
                revision: start.commit,
                description:
                    "where exercise \(exercise) began here (its first make exercise or make hint, \(start.marked))")
        }
        guard let other = starts.last else { return CostBase(revision: "HEAD", description: "HEAD") }
        throw ChangeCost.Failure(
            description: """
                Exercise \(exercise) has not begun in this checkout, but exercise \(other.exercise) did (\(other.marked)): the tree may hold \
                \(other.exercise)'s change, and it would be set beside \(exercise)'s reference. Before you make \(exercise), run \
                `make hint EX=\(exercise) PATTERN=<pattern>` or `make exercise EX=\(exercise) PATTERN=<pattern>`: it marks where \(exercise) \
                begins. If you made \(exercise) already, commit \(other.exercise)'s change first and count from there: \
                make cost EX=\(exercise) BASE=<that commit>.
                """)
    }

    /// Counting from HEAD with no exercise begun, a change in a pattern that edits none of the
    /// files the exercise's reference edits there is another change: refused, with the files.
    public static func checkOverlap(
        of change: UnifiedDiff, with reference: UnifiedDiff, pattern: String, exercise: String
    ) throws(ChangeCost.Failure) {
        let yours = Set(change.files.map(\.path).filter { WorkingTreeChange.pattern(of: $0) == pattern })
        let theirs = Set(reference.files.map(\.path).filter { WorkingTreeChange.pattern(of: $0) == pattern })
        guard !yours.isEmpty, !theirs.isEmpty, yours.isDisjoint(with: theirs) else { return }
        throw ChangeCost.Failure(
            description: """
                Your change in \(pattern) edits none of the files exercise \(exercise)'s reference edits there \
                (\(theirs.sorted().prefix(3).map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))): it looks like another \
                exercise's, and the two would be set side by side. make cost without EX= counts it alone; \
                make cost EX=\(exercise) BASE=HEAD counts it beside \(exercise)'s reference anyway.
                """)
    }
}
