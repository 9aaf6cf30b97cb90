import ScenarioSupport
import Testing

/// Exercise 01's acceptance: the balance line follows every move between the sections.
@MainActor
@Suite("Exercise 01 · Team balance", .enabled(if: Exercise.isChosen("01")))
struct TeamBalanceAcceptance {
    private let exercise = Exercise(folder: "01-team-balance", app: .gather)

    @Test(arguments: Exercise.chosenVariants)
    func theBalanceFollowsEveryMove(_ variant: Variant) async throws {
        try await exercise.run(variant) { session in
            await session.logInAsDemo()
            // Ana (professional), Ben (amateur), Chloé (professional), Diego (amateur).
            await session.press(.character("s"))
            for _ in 0..<4 { await session.press(.character(" "), .down) }
            await session.press(.character("c"))
            session.checkpoint("everyone on the bench")
            await session.press(.right)
            session.checkpoint("Ana in Team A")
            await session.press(.home, .right, .right)
            session.checkpoint("Ben in Team B")
            await session.press(.home, .right, .right)
            session.checkpoint("Chloé in Team B")
            await session.press(.home, .right)
            session.checkpoint("Diego in Team A: balanced")
        }
    }
}
