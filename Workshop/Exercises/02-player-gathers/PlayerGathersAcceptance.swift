import ScenarioSupport
import Testing

/// Exercise 02's acceptance: a new screen, opened from a player's details with that player,
/// lists the gathers the player took part in; it is empty, or failed with a retry, as a list
/// screen is.
@MainActor
@Suite("Exercise 02 · A player's gathers", .enabled(if: Exercise.isChosen("02")))
struct PlayerGathersAcceptance {
    private let exercise = Exercise(folder: "02-player-gathers", app: .gather)

    @Test(arguments: Exercise.chosenVariants)
    func aPlayersGathersOpenFromTheirDetails(_ variant: Variant) async throws {
        try await exercise.run(variant) { session in
            await session.logInAsDemo()
            // A gather of Ana (Team A) against Ben (Team B), ended 2-1.
            await session.startAnaAgainstBen()
            await session.press(.right, .right, .tab, .right)
            await session.press(.character("e"), .left, .enter)

            await session.press(.home, .enter)
            session.checkpoint("Ana's details offer her gathers")
            await session.press(.character("g"))
            session.checkpoint("Ana's gathers: one, won 2-1 by Team A")
            await session.press(.escape)
            session.checkpoint("back to Ana's details")

            await session.press(.escape, .down, .down, .enter, .character("g"))
            session.checkpoint("Chloé's gathers: none yet")

            session.network.failsRequests = true
            await session.press(.escape, .character("g"))
            session.checkpoint("the gathers could not be loaded")
            session.network.failsRequests = false
            await session.press(.enter)
            session.checkpoint("retried: none yet")
        }
    }
}
