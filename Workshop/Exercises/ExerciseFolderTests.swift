import Foundation
import ScenarioSupport
import Testing

/// Every exercise is whole, and registered: the workshop's commands and the metrics read these
/// folders, so a half-made exercise fails here rather than in front of a class.
@Suite("Workshop · every exercise is complete")
struct ExerciseFolderTests {
    private static let folders: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.exercises.path)) ?? []
        return names.filter { $0.range(of: #"^\d\d-"#, options: .regularExpression) != nil }.sorted()
    }()

    /// The exercises that ask for a test that kills a planted mutant (they hold `mutants/`);
    /// the others are changes an acceptance scenario checks.
    private static let mutantFolders = folders.filter {
        FileManager.default.fileExists(atPath: file($0, "mutants").path)
    }
    private static let scenarioFolders = folders.filter { !mutantFolders.contains($0) }

    private static func file(_ folder: String, _ name: String) -> URL {
        Repository.exercises.appendingPathComponent(folder).appendingPathComponent(name)
    }

    @Test func thePackageListsEveryExerciseFolderAndNoOther() throws {
        let manifest = try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let list = try #require(manifest.firstMatch(of: /let exercises = \[([^\]]*)\]/)).1
        let listed = list.matches(of: /"([^"]+)"/).map { String($0.1) }

        #expect(listed == Self.folders)
        let mutantList = try #require(manifest.firstMatch(of: /let mutantExercises: Set<String> = \[([^\]]*)\]/)).1
        #expect(Set(mutantList.matches(of: /"([^"]+)"/).map { String($0.1) }) == Set(Self.mutantFolders))
    }

    /// A mutant per pattern, each taking out one line the pattern's tests do not notice, and a
    /// reference test per pattern that adds tests only: the code stays as it is.
    @Test(arguments: mutantFolders)
    func aMutantExerciseHasItsReadmeAMutantAndATestPerPattern(_ folder: String) throws {
        let readme = try String(contentsOf: Self.file(folder, "README.md"), encoding: .utf8)
        for heading in ["## The mutant", "## Acceptance criteria", "## Where to look", "## Discussion"] {
            #expect(readme.contains(heading), "README.md has \"\(heading)\"")
        }
        for pattern in variants.map(\.pattern) {
            let mutant = try String(
                contentsOf: Self.file(folder, "mutants/\(pattern.lowercased()).patch"), encoding: .utf8)
            let removed = mutant.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
            let added = mutant.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
            #expect(removed.count == 1 && added.isEmpty, "the \(pattern) mutant takes out one line and adds none")
            #expect(mutant.contains("+++ b/Variants/\(pattern)/"), "the \(pattern) mutant is in Variants/\(pattern)/")
            #expect(readme.contains("`Variants/\(pattern)/"), "README.md names the \(pattern) mutant's file")

            let solution = try String(
                contentsOf: Self.file(folder, "solutions/\(pattern.lowercased()).patch"), encoding: .utf8)
            let files = solution.split(separator: "\n").filter { $0.hasPrefix("+++ b/") }
            #expect(
                !files.isEmpty && files.allSatisfy { $0.hasPrefix("+++ b/Tests/\(pattern)Tests/") },
                "the \(pattern) solution only adds to its tests")
            #expect(solution.contains("@Test"), "the \(pattern) solution adds a test")
        }
    }

    /// Hints come on request (`make hint`), from a page of their own: the exercise's README holds
    /// none, and hints.md has a section for every pattern, where to look first.
    @Test(arguments: folders)
    func anExercisesHintsAreOnAPageOfTheirOwnWithASectionPerPattern(_ folder: String) throws {
        let readme = try String(contentsOf: Self.file(folder, "README.md"), encoding: .utf8)
        let hints = try String(contentsOf: Self.file(folder, "hints.md"), encoding: .utf8)
        let sections = hints.split(separator: "\n").filter { $0.hasPrefix("## ") }
        let patterns = sections.map { String($0.dropFirst(3)) }

        #expect(!readme.contains("<details>"), "no answer folded under the question")
        #expect(readme.contains("make hint EX="))
        #expect(patterns == variants.map(\.spokenName), "a section per pattern, in the package's order")
        for section in hints.components(separatedBy: "\n## ").dropFirst() {
            #expect(
                section.contains("### Where to look\n"), "the first hint of \(section.prefix(6)) says where to look")
            #expect(section.contains("### The answer\n"), "and the last is the answer")
        }
    }

    @Test(arguments: scenarioFolders)
    func anExerciseHasItsReadmeScenarioScreensAndASolutionPerPattern(_ folder: String) throws {
        let contents = try FileManager.default.contentsOfDirectory(
            atPath: Repository.exercises.appendingPathComponent(folder).path)
        let scenarios = contents.filter { $0.hasSuffix("Acceptance.swift") }
        #expect(scenarios.count == 1, "one acceptance scenario, named <Something>Acceptance.swift")
        #expect(
            contents.contains("parity-changes.txt"), "parity-changes.txt, empty when the change alters no parity screen"
        )
        let readme = try String(contentsOf: Self.file(folder, "README.md"), encoding: .utf8)
        for heading in ["## The change request", "## Acceptance criteria", "## Where to look", "## Discussion"] {
            #expect(readme.contains(heading), "README.md has \"\(heading)\"")
        }
        for pattern in variants.map(\.pattern) {
            let patch = Self.file(folder, "solutions/\(pattern.lowercased()).patch")
            #expect(FileManager.default.fileExists(atPath: patch.path), "a solution for \(pattern)")
        }

        let expected = try #require(SnapshotFile(url: Self.file(folder, "expected-screens.txt")).stored())
        let scenario = try String(contentsOf: Self.file(folder, try #require(scenarios.first)), encoding: .utf8)
        let checkpoints = Set(scenario.matches(of: /checkpoint\("([^"]+)"\)/).map { String($0.1) })
        #expect(!checkpoints.isEmpty)
        #expect(Set(expected.keys) == checkpoints, "expected-screens.txt holds the scenario's checkpoints, no more")
    }

    /// A screen drawn in a README is one the scenario checks: each of its lines is on one
    /// checkpoint's screen, spaces and all ("MVC" standing for the masked pattern's name).
    @Test(arguments: scenarioFolders)
    func theScreensAReadmeDrawsAreTheScreensItsScenarioChecks(_ folder: String) throws {
        let readme = try String(contentsOf: Self.file(folder, "README.md"), encoding: .utf8)
        let expected = try #require(SnapshotFile(url: Self.file(folder, "expected-screens.txt")).stored())
        let drawings = readme.matches(of: /(?m)^```\n((?:.*\n)*?)```/).map { String($0.1) }
        #expect(!drawings.isEmpty, "the change request draws the screen it asks for")
        for drawing in drawings {
            let lines = drawing.replacingOccurrences(of: "MVC", with: "<pattern>").split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let shown = expected.values.contains { screen in lines.allSatisfy { screen.contains($0) } }
            #expect(shown, "\(folder)/README.md draws a screen no checkpoint shows:\n\(drawing)")
        }
    }

    @Test(arguments: scenarioFolders)
    func theParityScreensAnExerciseChangesExist(_ folder: String) throws {
        let changes = SnapshotFile(url: Self.file(folder, "parity-changes.txt")).stored() ?? [:]
        for name in changes.keys {
            let parts = name.split(separator: "/", maxSplits: 2).map(String.init)
            try #require(parts.count == 3, "\"\(name)\" is named <app>/<scenario>/<checkpoint>")
            let golden = SnapshotFile.parity(app: parts[0], scenario: parts[1]).stored() ?? [:]
            #expect(golden[parts[2]] != nil, "the parity suite has no checkpoint \"\(name)\"")
            #expect(golden[parts[2]] != changes[name], "\"\(name)\" is listed but does not change")
        }
    }
}
