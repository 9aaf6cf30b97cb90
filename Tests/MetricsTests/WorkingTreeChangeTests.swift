import Foundation
import Testing

@testable import MetricsKit

/// `make cost`: a change made in a working tree — typed, not applied from a patch — is counted as
/// the report counts the same change's patch, new files included, and the person's index is left
/// as it was.
@Suite("Cost of a working tree's change")
struct WorkingTreeChangeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A git repository in a folder of its own, its first commit holding `files`.
    struct Repository {
        let folder: URL

        init(files: [String: String]) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("cost-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try git("init", "-q")
            for (path, text) in files { try write(text, to: path) }
            try git("add", "-A")
            try git(
                "-c", "user.name=Workshop", "-c", "user.email=workshop@example.invalid", "-c", "commit.gpgsign=false",
                "commit", "-q", "-m", "base")
        }

        func write(_ text: String, to path: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        @discardableResult
        func git(_ arguments: String...) throws -> String {
            try CommandRunner.check(["git", "-C", folder.path] + arguments).output
        }

        func remove() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @Test func aChangeTypedInTheTreeIsCountedAsItsPatchIsNewFilesIncluded() throws {
        let patch = try UnifiedDiff(parsing: ChangeCostTests.patch)
        let repository = try Repository(files: ChangeCostTests.originals)
        defer { repository.remove() }
        // The change typed file by file: each file as the patch leaves it, the new one never added to git.
        for file in patch.files {
            let after = try #require(file.applied(to: ChangeCostTests.originals[file.path] ?? ""))
            try repository.write(after.text, to: file.path)
        }

        let change = try WorkingTreeChange.read(repository: repository.folder, base: "HEAD")
        let counted = try change.costs(exercise: "09-example", title: "Example")
        let reference = try ChangeCost.measure(exercise: "09-example", title: "Example", pattern: "VIPER", diff: patch)
        { ChangeCostTests.originals[$0] }

        #expect(counted == [reference])
        #expect(counted.first?.filesAdded == 1, "the new file, which git diff alone leaves out")
        #expect(
            try repository.git("status", "--porcelain").contains("?? Variants/"),
            "the new file is still untracked: the person's index is untouched")
    }

    @Test func aChangeAcrossTwoPatternsIsCountedPerPatternWithTheSharedFilesInEach() throws {
        let repository = try Repository(files: [
            "Variants/MVC/Gather/Login/LoginController.swift": "final class LoginController {}\n",
            "Variants/MVP/Gather/Login/LoginPresenter.swift": "final class LoginPresenter {}\n",
            "Shared/Domain/Login.swift": "struct Login {}\n",
        ])
        defer { repository.remove() }
        try repository.write(
            "final class LoginController {\n    var name = \"\"\n}\n",
            to: "Variants/MVC/Gather/Login/LoginController.swift")
        try repository.write(
            "final class LoginPresenter {\n    var name = \"\"\n    var password = \"\"\n}\n",
            to: "Variants/MVP/Gather/Login/LoginPresenter.swift")
        try repository.write("struct Login {\n    let name: String\n}\n", to: "Shared/Domain/Login.swift")

        let costs = try WorkingTreeChange.read(repository: repository.folder, base: "HEAD").costs(
            exercise: "yours", title: "your change")

        #expect(costs.map(\.pattern) == ["MVC", "MVP"])
        // Each file's one line became three or four: all of them added, the old one removed.
        #expect(costs.map(\.totalLinesAdded) == [3, 4])
        #expect(costs.map(\.totalLinesRemoved) == [1, 1])
        #expect(costs.map(\.sharedLinesAdded) == [3, 3])
    }

    @Test func aCommittedChangeIsCountedFromTheCommitNamed() throws {
        let repository = try Repository(files: [
            "Variants/MVC/Gather/Login/LoginController.swift": "final class LoginController {}\n"
        ])
        defer { repository.remove() }
        try repository.write(
            "final class LoginController {\n    var name = \"\"\n}\n",
            to: "Variants/MVC/Gather/Login/LoginController.swift")
        try repository.git(
            "-c", "user.name=Workshop", "-c", "user.email=workshop@example.invalid", "-c", "commit.gpgsign=false",
            "commit", "-qam", "the change")

        #expect(try WorkingTreeChange.read(repository: repository.folder, base: "HEAD").diff.files.isEmpty)
        #expect(
            try WorkingTreeChange.read(repository: repository.folder, base: "HEAD~1").costs(
                exercise: "yours", title: ""
            ).first?.totalLinesAdded == 3)
        #expect(throws: ChangeCost.Failure.self) {
            try WorkingTreeChange.read(repository: repository.folder, base: "no-such-commit")
        }
    }

    /// Every reference solution typed into a tree of its own reads back as the same files, the
    /// same lines added and removed: what `ChangeCost` counts from, so a teacher who types a
    /// solution sees the report's figures (counted whole above, for one change).
    @Test func everyReferenceSolutionTypedIntoATreeReadsBackAsItsPatch() throws {
        var compared = 0
        for exercise in WorkshopExercises.folders(root: Self.root) {
            let solutions = Self.root.appendingPathComponent("\(WorkshopExercises.folder)/\(exercise)/solutions")
            for name in try FileManager.default.contentsOfDirectory(atPath: solutions.path).sorted()
            where name.hasSuffix(".patch") {
                let patch = try UnifiedDiff(
                    parsing: String(contentsOf: solutions.appendingPathComponent(name), encoding: .utf8))
                let originals = Dictionary(
                    uniqueKeysWithValues: patch.files.compactMap { file in
                        (try? String(contentsOf: Self.root.appendingPathComponent(file.path), encoding: .utf8)).map {
                            (file.path, $0)
                        }
                    })
                let repository = try Repository(files: originals)
                defer { repository.remove() }
                let solved = try patch.files.map { file in
                    try #require(file.applied(to: originals[file.path] ?? ""), "\(exercise) \(name): \(file.path)")
                }
                for (file, after) in zip(patch.files, solved) { try repository.write(after.text, to: file.path) }

                let typed = try WorkingTreeChange.read(repository: repository.folder, base: "HEAD")
                let readBack = typed.diff.files.map { file in file.applied(to: typed.originals[file.path] ?? "") }

                #expect(typed.diff.files.map(\.path) == patch.files.map(\.path), "\(exercise) \(name)")
                #expect(typed.diff.files.map(\.kind) == patch.files.map(\.kind), "\(exercise) \(name)")
                #expect(readBack == solved, "\(exercise) \(name): the same lines added and removed")
                compared += 1
            }
        }
        #expect(compared == 40, "five exercises in eight patterns")
    }

    @Test func theComparisonSaysWhetherYourFiguresAreTheReferences() {
        let reference = ChangeCost(
            exercise: "02-player-gathers", title: "A player's gathers", pattern: "MVP", filesTouched: 3, filesAdded: 5,
            linesAdded: ["view": 40, "presentation logic": 60],
            linesRemoved: ["view": 1], typesAdded: 4, protocolsAdded: 1, testsAdded: 6, testLinesAdded: 90,
            sharedLinesAdded: 0
        )
        var yours = reference
        yours.exercise = "yours"

        let same = CostComparison.render(yours: [yours], references: [reference], base: "HEAD", exercise: "02")
        yours.linesAdded["presentation logic"] = 72
        yours.testsAdded = 5
        let different = CostComparison.render(yours: [yours], references: [reference], base: "HEAD", exercise: "02")

        #expect(
            same.contains(
                "| MVP, yours     |              3 / 5 |    +100 −1 | +40 −1 |                +60 |             4 / 1 |        6 (90) |"
            ))
        #expect(same.contains("MVP: the same figures as the reference solution."))
        #expect(different.contains("MVP: code lines added 112 (the reference 100), tests 5 (the reference 6)."))
        #expect(
            CostComparison.render(yours: [], references: [], base: "HEAD", exercise: nil).hasPrefix("Nothing changed"))
    }
}
