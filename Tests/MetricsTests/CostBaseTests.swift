import Foundation
import Testing

@testable import MetricsKit

/// `make cost EX=..` counts what changed since the exercise began in this checkout, never an
/// earlier exercise's change still in the tree beside another exercise's reference.
@Suite("What make cost counts from")
struct CostBaseTests {
    typealias Repository = WorkingTreeChangeTests.Repository

    static let confirmPlayers = "Variants/UDF/Gather/ConfirmPlayers/ConfirmPlayersFeature.swift"
    static let photoCapture = "Variants/UDF/MyCards/PhotoCapture/PhotoCaptureFeature.swift"

    /// Marks where `exercise` begins as `make hint` does: the runner's own code, on `repository`.
    static func markBegun(_ exercise: String, in repository: Repository) throws {
        let scripts = WorkingTreeChangeTests.root.appendingPathComponent("scripts").path
        let program =
            "import sys; sys.path.insert(0, '\(scripts)'); import workshop; from pathlib import Path; "
            + "workshop.REPOSITORY = Path('\(repository.folder.path)'); workshop.mark_begun(workshop.exercise('\(exercise)'))"
        try CommandRunner.check(["python3", "-c", program])
    }

    @Test func afterExercise01IsMadeExercise05IsCountedFromWhereItBegan() throws {
        let repository = try Repository(files: [
            Self.confirmPlayers: "struct ConfirmPlayersFeature {}\n",
            Self.photoCapture: "struct PhotoCaptureFeature {}\n",
        ])
        defer { repository.remove() }
        try repository.write("struct ConfirmPlayersFeature { var balance = 0 }\n", to: Self.confirmPlayers)
        try Self.markBegun("05", in: repository)
        try repository.write(
            "struct PhotoCaptureFeature {}\n// exercise 05's test goes with it\n", to: Self.photoCapture)

        let starts = ExerciseStart.all(in: repository.folder)
        let base = try CostBase.resolve(explicit: nil, exercise: "05", starts: starts)
        let change = try WorkingTreeChange.read(repository: repository.folder, base: base.revision)

        #expect(starts.map(\.exercise) == ["05"])
        #expect(change.diff.files.map(\.path) == [Self.photoCapture], "01's change to Confirm Players is not counted")
        #expect(base.description.hasPrefix("where exercise 05 began here (its first make exercise or make hint, 20"))
        #expect(
            try WorkingTreeChange.read(repository: repository.folder, base: "HEAD").diff.files.count == 2,
            "BASE=HEAD still counts both")
    }

    @Test func anExerciseThatNeverBeganWhileAnotherDidIsRefusedWithTheCommandThatFixesIt() throws {
        let starts = [ExerciseStart(exercise: "01", commit: "abc", marked: "2026-12-02 10:31")]

        #expect {
            try CostBase.resolve(explicit: nil, exercise: "05", starts: starts)
        } throws: { error in
            let reason = "\(error)"
            return reason.contains("Exercise 05 has not begun in this checkout, but exercise 01 did (2026-12-02 10:31)")
                && reason.contains("make hint EX=05 PATTERN=<pattern>")
                && reason.contains("make cost EX=05 BASE=<that commit>")
        }
        #expect(
            try CostBase.resolve(explicit: "HEAD", exercise: "05", starts: starts)
                == CostBase(revision: "HEAD", description: "HEAD"))
        #expect(
            try CostBase.resolve(explicit: nil, exercise: nil, starts: starts).revision == "HEAD",
            "without EX=, the whole tree")
        #expect(try CostBase.resolve(explicit: nil, exercise: "01", starts: starts).revision == "abc")
    }

    /// The teacher's case: 01 made in UDF with no exercise marked, then `make cost EX=05`.
    @Test func withNothingMarkedAChangeToNoneOfTheReferencesFilesIsRefused() throws {
        let root = WorkingTreeChangeTests.root
        let reference = try #require(
            try WorkshopExercises.solution(of: "05-kill-the-mutant", pattern: "UDF", root: root))
        let exercise01 = try #require(try WorkshopExercises.solution(of: "01-team-balance", pattern: "UDF", root: root))

        #expect {
            try CostBase.checkOverlap(of: exercise01, with: reference, pattern: "UDF", exercise: "05")
        } throws: { error in
            "\(error)".contains("Your change in UDF edits none of the files exercise 05's reference edits there")
                && "\(error)".contains("make cost EX=05 BASE=HEAD")
        }
        try CostBase.checkOverlap(of: reference, with: reference, pattern: "UDF", exercise: "05")
    }
}
