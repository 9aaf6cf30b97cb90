import TerminalUI
import Testing

@testable import GatherComposition

/// The score child alone: the board shows the score it is told, and each team's stepper
/// reports that team's goals as they are stepped — the container keeps the score.
@MainActor
@Suite("MVC-Composition · Score child")
struct ScoreControllerTests {
    enum Output: Equatable {
        case teamAGoals(Int)
        case teamBGoals(Int)
    }

    let driver = makeDriver()
    let sut = ScoreController()
    let outputs = Outputs<Output>()

    private func start() async {
        sut.onTeamAGoals = { [outputs] in outputs.record(.teamAGoals($0)) }
        sut.onTeamBGoals = { [outputs] in outputs.record(.teamBGoals($0)) }
        await driver.start(ChildHost(showing: sut))
    }

    @Test func theBoardShowsTheScoreItIsTold() async {
        await start()
        #expect(driver.shows("TEAM A  0 : 0  TEAM B"))

        sut.show(teamA: 2, teamB: 1)
        await driver.settle()

        #expect(driver.shows("TEAM A  2 : 1  TEAM B"))
        #expect(outputs.recorded.isEmpty, "showing reports nothing")
    }

    @Test func eachStepperReportsItsTeamsGoalsAndTheBoardWaitsToBeTold() async {
        await start()

        // The first focusable view is Team A's stepper; Tab moves to Team B's.
        await driver.press(.right, .right, .tab, .right, .left)

        #expect(outputs.recorded == [.teamAGoals(1), .teamAGoals(2), .teamBGoals(1), .teamBGoals(0)])
        #expect(driver.shows("Team A  ◀ 2 ▶"), "the stepper shows its own count")
        #expect(driver.shows("TEAM A  0 : 0  TEAM B"), "the board shows only what the container tells it")
    }

    @Test func aStepperNeverGoesBelowNoGoals() async {
        await start()

        await driver.press(.left, .character("-"))

        #expect(outputs.recorded.isEmpty)
        #expect(driver.shows("Team A    0 ▶"))
    }
}
