import Foundation
import Testing

@testable import MetricsKit

/// The runner end to end on a real package (`MutantFixture`, next to this file): its sources
/// planted, `swift build`, its tests' program run per suite and per mutant, the compiler's own
/// errors read. Each of the fixture's mutants has a known fate; a runner that counted them all
/// killed, or misread a hang or a build error, fails here.
@Suite("Mutants · a real package run through")
struct MutationFixturePackageTests {
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "MutantFixture")

    /// "<file>:<line> <operator>" of every mutant, with its fate under ScoringTests.
    private static let expected: [String: MutationRun.Status] = [
        // Scoreboard.goal: both sides are tested.
        "Scoreboard.swift:9 negate condition": .killed,
        "Scoreboard.swift:11 drop else": .killed,
        // Scoreboard.homeLeads: a lead and a deficit are tested, a draw is not.
        "Scoreboard.swift:17 return default": .killed,
        "Scoreboard.swift:18 swap relational operator": .survived,
        // Scoreboard.side: no test calls it, and its `else` cannot be dropped.
        "Scoreboard.swift:23 return default": .notReached,
        "Scoreboard.swift:25 negate condition": .notReached,
        "Scoreboard.swift:27 drop else": .doesNotCompile,
        // ticksUntilKickOff: without its tick the loop never ends.
        "KickOff.swift:6 negate condition": .killed,
        "KickOff.swift:6 swap relational operator": .killed,
        "KickOff.swift:7 remove call": .timedOut,
    ]

    @Test(.enabled(if: isLinux, "the tests' program is run as on Linux; macOS runs a bundle"))
    func eachKnownMutantEndsAsExpectedAndTheSourcesArePutBack() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("mutant-fixture-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixture, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let sources = ["Sources/Scoring/Scoreboard.swift", "Sources/Scoring/KickOff.swift"]
        let before = try sources.map { try String(contentsOf: copy.appendingPathComponent($0), encoding: .utf8) }
        let suites = MutationRun.Machine.testSuites(in: copy.appendingPathComponent("Tests/ScoringTests"))
        #expect(suites == ["KickOffTests", "ScoreboardTests"])
        let machine = try MutationRun.Machine.swiftPackage(
            swift: ["swift"], packagePath: copy.path, packageName: "MutantFixture", testsModule: "ScoringTests",
            suites: suites
        )

        let outcomes = try MutationRun(root: copy, folder: "Sources/Scoring", machine: machine).run()

        let found = Dictionary(
            uniqueKeysWithValues: outcomes.map {
                (
                    "\(($0.mutant.path as NSString).lastPathComponent):\($0.mutant.line) \($0.mutant.mutation.rawValue)",
                    $0.status
                )
            })
        #expect(found == Self.expected)
        let summary = MutationSummary(pattern: "MVP", app: "Gather", outcomes: outcomes, seconds: 0)
        #expect(summary.score() == .init(killed: 6, survived: 1))
        let after = try sources.map { try String(contentsOf: copy.appendingPathComponent($0), encoding: .utf8) }
        #expect(after == before, "the sources are put back")
        #expect(
            !FileManager.default.fileExists(
                atPath: copy.appendingPathComponent("Sources/Scoring/\(MutantSwitch.fileName)").path))
    }
}

private let isLinux: Bool = {
    #if os(Linux)
        true
    #else
        false
    #endif
}()
