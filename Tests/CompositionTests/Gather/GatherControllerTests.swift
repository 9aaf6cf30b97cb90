import Domain
import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import GatherComposition

@MainActor
@Suite("MVC-Composition · Gather container")
struct GatherControllerTests {
    let driver = makeDriver()
    let gathers = GathersServiceSpy()
    let gatherID = UUID()

    private func makeSUT(onGatherEnded: @escaping () -> Void = {}) async -> GatherController {
        let sut = GatherController(
            gather: gatherID, teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben], gathers: gathers,
            onGatherEnded: onGatherEnded)
        await driver.start(sut)
        return sut
    }

    @Test func ctrlCsHelpSaysTheScoreIsNotSaved() async {
        let sut = await makeSUT()

        #expect(sut.unsavedWork == "The score is not saved until the gather ends.")
        await driver.press(.character("?"))
        #expect(driver.shows("Quit now. The score is not saved until the gather ends."))
    }

    @Test func theTimerCountsDownOnTheAppsClock() async {
        let sut = await makeSUT()

        await driver.press(.character(" "))
        await driver.advance(by: .seconds(3))

        #expect(sut.timer.remaining.text == "09:57")
        #expect(driver.shows("09:57"))
        #expect(driver.shows("[ Pause ]"))
    }

    @Test func pausingStopsTheCountAndResumeGoesOn() async {
        let sut = await makeSUT()

        await driver.press(.character(" "))
        await driver.advance(by: .seconds(2))
        await driver.press(.character(" "))
        await driver.advance(by: .seconds(5))

        #expect(sut.timer.remaining.text == "09:58")
        #expect(driver.shows("[ Resume ]"))
        await driver.press(.character(" "))
        await driver.advance(by: .seconds(1))
        #expect(sut.timer.remaining.text == "09:57")
    }

    @Test func aTimeSetInThePickerRunsOutAndSaysSo() async {
        let sut = await makeSUT()

        // From 10 min 0 sec: ten minutes down, then to the seconds column, two seconds up.
        await driver.press(.character("t"))
        for _ in 0..<10 { await driver.press(.up) }
        await driver.press(.right, .down, .down, .enter)
        #expect(sut.timer.remaining.text == "00:02")
        await driver.press(.character(" "))
        await driver.advance(by: .seconds(5))

        #expect(sut.timer.remaining == .zero)
        #expect(sut.timer.state == .stopped)
        #expect(sut.status == "Time's up!")
        await driver.press(.character(" "))
        #expect(sut.timer.state == .stopped, "at 00:00 the action does nothing")
    }

    @Test func cancelStopsTheTimerAndPutsItBackToTenMinutes() async {
        let sut = await makeSUT()
        await driver.press(.character(" "))
        await driver.advance(by: .seconds(4))

        await driver.press(.character("c"))
        await driver.advance(by: .seconds(4))

        #expect(sut.timer.remaining == .standard)
        #expect(sut.timer.state == .stopped)
        #expect(driver.shows("[ Start ]"))
    }

    @Test func theSteppersKeepTheScore() async {
        let sut = await makeSUT()

        // The first focusable view is Team A's stepper; Tab moves to Team B's.
        await driver.press(.right, .right, .tab, .right)

        #expect(sut.score == Score(teamA: 2, teamB: 1))
        #expect(driver.shows("TEAM A  2 : 1  TEAM B"))
    }

    @Test func endingAsksFirstThenStoresScoreAndWinner() async {
        var ended = 0
        let sut = await makeSUT { ended += 1 }
        await driver.press(.right, .right)

        await driver.press(.character("e"))
        #expect(driver.shows("Are you sure you want to end the gather?"))
        #expect(ended == 0)
        await driver.press(.left, .enter)

        #expect(await gathers.endings == [gatherID: Score(teamA: 2, teamB: 0)])
        #expect(ended == 1)
        #expect(sut.score.winnerTeamName == "Team A")
    }

    @Test func cancellingTheConfirmationKeepsTheGatherGoing() async {
        var ended = 0
        _ = await makeSUT { ended += 1 }

        await driver.press(.character("e"), .escape)
        await driver.press(.character("q"), .enter)

        #expect(await gathers.endings.isEmpty, "Cancel is the answer Enter gives unless Yes is chosen")
        #expect(ended == 0)
        #expect(driver.shows("Gather in progress"))
    }

    @Test func aFailedEndShowsTheErrorAndKeepsTheGather() async {
        var ended = 0
        let sut = await makeSUT { ended += 1 }
        await gathers.fail(.end, with: ServiceFailure())
        await driver.press(.character(" "))

        await driver.press(.character("e"), .left, .enter)

        #expect(driver.shows("Unable to end gather. Please try again."))
        #expect(ended == 0)
        await driver.press(.enter)
        await driver.advance(by: .seconds(1))
        #expect(sut.timer.remaining.text == "09:59", "the match goes on after the error")
    }

    @Test func aGoalForTeamAShowsOnTheScoreBoardAtOnce() async {
        _ = await makeSUT()

        // The first focusable view is Team A's stepper.
        await driver.press(.right)

        #expect(driver.shows("TEAM A  1 : 0  TEAM B"))
    }

    @Test func aTimeChosenInThePickerShowsAtOnce() async {
        let sut = await makeSUT()

        // From 10 min 0 sec: one minute down.
        await driver.press(.character("t"), .up, .enter)

        #expect(sut.timer.remaining.text == "09:00")
        #expect(driver.shows("09:00"))
    }

    /// A paused timer has no ticks of its own: Resume starts them again, a whole second away.
    @Test func afterResumeTheNextSecondIsCountedAWholeSecondLater() async {
        let sut = await makeSUT()
        await driver.press(.character(" "))
        await driver.advance(by: .milliseconds(1500))
        await driver.press(.character(" "), .character(" "))

        await driver.advance(by: .milliseconds(500))
        let halfASecondAfterResume = sut.timer.remaining.text
        await driver.advance(by: .milliseconds(500))

        #expect(halfASecondAfterResume == "09:59")
        #expect(sut.timer.remaining.text == "09:58")
    }

    @Test func bothTeamsAreListedWithTheirPositions() async {
        _ = await makeSUT()

        #expect(driver.shows("Ana Silva  GK"))
        #expect(driver.shows("Ben Carter  DEF"))
    }

    @Test func cancelAfterTimeIsUpPutsTheTimerBackAndClearsTheMessage() async {
        let sut = await makeSUT()
        // From 10 min 0 sec: ten minutes down, then to the seconds column, one second up.
        await driver.press(.character("t"))
        for _ in 0..<10 { await driver.press(.up) }
        await driver.press(.right, .down, .enter, .character(" "))
        await driver.advance(by: .seconds(1))
        #expect(sut.status == "Time's up!")

        await driver.press(.character("c"))

        #expect(driver.shows("10:00"))
        #expect(driver.shows("[ Start ]"))
        #expect(sut.status == nil)
    }

    @Test func escAsksToEndTheGatherInsteadOfLeavingIt() async {
        let sut = await makeSUT()

        await driver.press(.escape)

        #expect(driver.shows("Are you sure you want to end the gather?"))
        #expect(sut.navigation?.top === sut)
    }

    @Test func theActionButtonActsUntilTheTimeIsZero() async {
        _ = await makeSUT()
        let enabledAtTenMinutes = driver.shows("[ Start ]", dimmed: false)
        // From 10 min 0 sec: ten minutes down, then to the seconds column, one second up.
        await driver.press(.character("t"))
        for _ in 0..<10 { await driver.press(.up) }
        await driver.press(.right, .down, .enter, .character(" "))

        await driver.advance(by: .seconds(1))

        #expect(enabledAtTenMinutes)
        #expect(driver.shows("[ Start ]", dimmed: true), "at 00:00 there is nothing to count")
    }
}
