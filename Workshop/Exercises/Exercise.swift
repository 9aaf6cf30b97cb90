import AppSupport
import Foundation
import ScenarioSupport
import TerminalUI
import TestSupport
import Testing

/// How an exercise's acceptance scenario runs: as a parity scenario does, scripted keys on a
/// headless 80×24 screen with a test clock and a fresh seeded backend, but checked against the
/// screens in the exercise's `expected-screens.txt`.
///
/// An acceptance scenario fails until its change is made, so it runs only when chosen:
/// `make exercise EX=01 PATTERN=mvc` asks for exercise 01 in MVC (no pattern: all of them) in an
/// `ExerciseRequest`. It writes what each pattern showed where the request says, and the command
/// reads it there to print the screens that differ.
struct Exercise {
    enum App {
        case gather
        case myCards

        var name: String {
            switch self {
            case .gather: "Football Gather"
            case .myCards: "My Cards"
            }
        }
    }

    /// The exercise's folder name: "01-team-balance".
    let folder: String
    let app: App

    /// Whether the exercise numbered `number` ("01") is the one chosen to run.
    static func isChosen(_ number: String) -> Bool {
        ExerciseRequest.current?.exercise == number
    }

    /// The variants an acceptance scenario runs against: the chosen pattern, or every one the
    /// exercises are written for.
    static var chosenVariants: [Variant] {
        guard let pattern = ExerciseRequest.current?.pattern, !pattern.isEmpty else { return variants }
        return variants.filter { $0.pattern.lowercased() == pattern.lowercased() }
    }

    /// Runs `script` against `variant` and checks its checkpoints against the exercise's
    /// expected screens; what it saw goes where the request says, for `make exercise`.
    @MainActor
    func run(
        _ variant: Variant,
        configure: (inout AppEnvironment.Configuration, TemporaryDirectory) throws -> Void = { _, _ in },
        script: (ParitySession) async throws -> Void
    ) async throws {
        let expected = SnapshotFile(
            url: Repository.exercises.appendingPathComponent(folder).appendingPathComponent("expected-screens.txt"))
        let outcome = try await ParitySession.run(
            app.name,
            variant,
            scenario: folder,
            expected: expected,
            makeRoot: { variant, environment, seams in
                switch app {
                case .gather: variant.gather(environment, seams)
                case .myCards: variant.myCards(environment, seams)
                }
            },
            configure: configure,
            // My Cards opens on the cards, as after a login with "Remember me": the exercise is
            // about the cards, not the login.
            startsSignedIn: app == .myCards,
            script: script
        )
        try report(outcome, of: variant)
    }

    /// Writes `<folder>-<pattern>.txt` (the screens) and `.result` ("passed", or "failed" and
    /// the checkpoints that differ or were never reached).
    private func report(_ outcome: ParitySession.Outcome, of variant: Variant) throws {
        guard let directory = ExerciseRequest.current?.results else { return }
        let base = URL(fileURLWithPath: directory).appendingPathComponent("\(folder)-\(variant.pattern)")
        try outcome.screens.write(to: base.appendingPathExtension("txt"))
        let verdict =
            outcome.passed ? ["passed"] : ["failed"] + outcome.differing + outcome.missed.map { "never reached: \($0)" }
        try verdict.joined(separator: "\n").write(
            to: base.appendingPathExtension("result"), atomically: true, encoding: .utf8)
    }
}
