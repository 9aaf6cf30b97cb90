import Foundation
import Testing

@testable import MetricsKit

/// The run's bookkeeping, with the build and the tests stood in for: what each outcome is counted
/// as, mutants that do not compile left out, the files put back however the run ends. A runner
/// that counted every mutant killed would be blind; these tests name each status.
@Suite("Mutants · the run")
struct MutationRunTests {
    private let source = "func isAdult(_ age: Int) -> Bool {\n    age >= 18\n}\n"

    /// A package of one variant file, in a folder of its own.
    private func makePackage() throws -> (URL, String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-run-\(UUID().uuidString)")
        let folder = "Variants/MVP/Gather"
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(folder).appendingPathComponent("Sample"), withIntermediateDirectories: true)
        try source.write(
            to: root.appendingPathComponent("\(folder)/Sample/SamplePresenter.swift"), atomically: true, encoding: .utf8
        )
        return (root, folder)
    }

    /// Two suites: `ASuiteTests` reaches the mutants in `reached`, `BSuiteTests` none. Tests pass
    /// unless a mutant in `failing` is on, and hang with one in `hanging`. Every run's suites are
    /// recorded in `runs`.
    private func machine(
        reached: Set<Int>, failing: Set<Int>, hanging: Set<Int> = [], buildErrors: [String] = [],
        runs: SuiteLog = SuiteLog()
    ) -> MutationRun.Machine {
        var builds = buildErrors
        return MutationRun.Machine(
            suites: ["ASuiteTests", "BSuiteTests"],
            build: { builds.isEmpty ? nil : builds.removeFirst() },
            runTests: { suites, environment, _ in
                runs.entries.append(suites)
                if let file = environment[MutantSwitch.reachedVariable], suites.contains("ASuiteTests") {
                    try reached.map(String.init).joined(separator: "\n").write(
                        toFile: file, atomically: true, encoding: .utf8)
                }
                let on = environment[MutantSwitch.mutantVariable].flatMap { Int($0) }
                let hangs = on.map(hanging.contains) ?? false
                return .init(
                    passed: !(on.map(failing.contains) ?? false) && !hangs, timedOut: hangs, duration: .seconds(1))
            }
        )
    }

    final class SuiteLog {
        var entries: [[String]] = []
    }

    @Test func eachMutantIsCountedAsItsTestsTellAndTheFilesArePutBack() throws {
        let (root, folder) = try makePackage()
        // The sample's mutants: 1 `>=` → `>`, 2 return false.
        let log = SuiteLog()
        let run = MutationRun(root: root, folder: folder, machine: machine(reached: [1, 2], failing: [2], runs: log))

        let outcomes = try run.run()

        #expect(outcomes.map(\.mutant.id) == [1, 2])
        #expect(outcomes.map(\.status) == [.survived, .killed])
        #expect(
            log.entries == [["ASuiteTests"], ["BSuiteTests"], ["ASuiteTests"], ["ASuiteTests"]],
            "each suite once, then only the suite that reaches each mutant")
        #expect(
            try String(
                contentsOf: root.appendingPathComponent("\(folder)/Sample/SamplePresenter.swift"), encoding: .utf8)
                == source)
        #expect(
            !FileManager.default.fileExists(
                atPath: root.appendingPathComponent("\(folder)/\(MutantSwitch.fileName)").path))
    }

    @Test func aMutantNoTestReachesIsCountedApartAndOneThatHangsIsKilledByTimeout() throws {
        let (root, folder) = try makePackage()
        let run = MutationRun(root: root, folder: folder, machine: machine(reached: [2], failing: [], hanging: [2]))

        let outcomes = try run.run()

        #expect(outcomes.map(\.status) == [.notReached, .timedOut])
        let summary = MutationSummary(pattern: "MVP", app: "Gather", outcomes: outcomes, seconds: 3)
        #expect(
            summary.score() == .init(killed: 1, survived: 0), "killed by timeout is killed; not reached is not scored")
    }

    @Test func aMutantTheCompilerRefusesIsLeftOutAndTheRestRun() throws {
        let (root, folder) = try makePackage()
        // The planted file: line 2 is mutant 2's early return, line 3 the `return` holding mutant 1.
        let errors = ["/x/\(folder)/Sample/SamplePresenter.swift:3:20: error: cannot convert value"]
        let run = MutationRun(
            root: root, folder: folder, machine: machine(reached: [1, 2], failing: [1, 2], buildErrors: errors))

        let outcomes = try run.run()

        #expect(outcomes.map(\.status) == [.doesNotCompile, .killed])
    }

    @Test func testsThatFailWithNoMutantStopTheRunAndTheFilesAreStillPutBack() throws {
        let (root, folder) = try makePackage()
        let failing = MutationRun.Machine(
            suites: ["ASuiteTests"], build: { nil },
            runTests: { _, _, _ in .init(passed: false, timedOut: false, duration: .seconds(1)) })

        #expect(throws: MutationRun.Failure.self) {
            try MutationRun(root: root, folder: folder, machine: failing).run()
        }
        #expect(
            try String(
                contentsOf: root.appendingPathComponent("\(folder)/Sample/SamplePresenter.swift"), encoding: .utf8)
                == source)
    }
}
