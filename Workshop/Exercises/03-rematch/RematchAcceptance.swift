import Domain
import ScenarioSupport
import Testing

/// Exercise 03's acceptance: a gather ends with a rematch, and a new gather of the same teams
/// starts at once; the first one's result is kept.
@MainActor
@Suite("Exercise 03 · Rematch", .enabled(if: Exercise.isChosen("03")))
struct RematchAcceptance {
    private let exercise = Exercise(folder: "03-rematch", app: .gather)

    @Test(arguments: Exercise.chosenVariants)
    func aRematchStartsTheSameTeamsAgain(_ variant: Variant) async throws {
        try await exercise.run(variant) { session in
            await session.logInAsDemo()
            // Ana to Team A, Ben to Team B; a minute played, 2-1.
            await session.startAnaAgainstBen()
            await session.press(.character(" "))
            await session.advance(by: .seconds(60))
            await session.press(.right, .right, .tab, .right)
            await session.press(.character("e"))
            session.checkpoint("the end offers a rematch")
            await session.press(.left, .left, .enter)
            session.checkpoint("the rematch: the same teams, 0 : 0, 10:00")

            let gathers = try session.environment.gathers
            let stored = try await gathers.gathers()
            #expect(stored.count == 2)
            #expect(stored.compactMap(\.score) == ["2-1"], "the first gather's result is kept")
            let rematch = try #require(stored.first { $0.score == nil })
            let teams = try await gathers.members(of: rematch.id).map { "\($0.player.name) \($0.team.title)" }.sorted()
            #expect(teams == ["Ana Silva Team A", "Ben Carter Team B"], "the rematch has the first gather's teams")

            await session.press(.character("e"), .left, .enter)
            session.checkpoint("the rematch ended: back to the players")
            #expect(try await gathers.gathers().compactMap(\.score).sorted() == ["0-0", "2-1"])
        }
    }
}
