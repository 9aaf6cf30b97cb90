import Domain
import Foundation
import TestSupport
import Testing
@testable import GatherMVVM

@MainActor
@Suite("MVVM · Gather view model")
struct GatherViewModelTests {
    let gathers = GathersServiceSpy()
    let gatherID = UUID()

    @Test func theTimerCountsDownWhenTickedAndSaysWhenTimeIsUp() {
        let sut = GatherViewModel(gather: gatherID, teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben], gathers: gathers)
        sut.timer.set(minutes: 0, seconds: 2)
        sut.timer.tick()
        #expect(sut.timer.timeText == "00:02", "a stopped timer ignores ticks")

        sut.timer.performAction()
        #expect(sut.timer.isRunning)
        #expect(sut.timer.actionTitle == "Pause")
        sut.timer.tick()
        sut.timer.tick()

        #expect(sut.timer.timeText == "00:00")
        #expect(!sut.timer.isRunning)
        #expect(sut.status == "Time's up!")
        sut.timer.performAction()
        #expect(sut.status == "Time's up!", "at 00:00 the action does nothing")
        sut.timer.cancel()
        #expect(sut.timer.timeText == "10:00")
        #expect(sut.status == nil)
    }

    @Test func pauseAndResume() {
        let sut = GatherViewModel(gather: gatherID, teamA: [], teamB: [], gathers: gathers)
        sut.timer.performAction()
        sut.timer.tick()
        sut.timer.performAction()
        sut.timer.tick()

        #expect(sut.timer.timeText == "09:59")
        #expect(sut.timer.actionTitle == "Resume")
    }

    @Test func endingAsksFirstThenStoresTheScoreAndRoutes() async throws {
        let sut = GatherViewModel(gather: gatherID, teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben], gathers: gathers)
        var ended = 0
        sut.onRoute = { _ in ended += 1 }
        sut.setScore(teamA: 3)
        sut.setScore(teamB: 1)

        sut.requestEnd()
        let alert = try #require(sut.alert)
        #expect(alert.title == "End Gather")
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel], "so Enter on the alert cancels")
        #expect(ended == 0)
        await alert.buttons[0].action?()

        #expect(await gathers.endings == [gatherID: Score(teamA: 3, teamB: 1)])
        #expect(ended == 1)
    }

    @Test func aFailedEndIsTheSpecsAlertAndTheGatherGoesOn() async throws {
        let sut = GatherViewModel(gather: gatherID, teamA: [], teamB: [], gathers: gathers)
        var ended = 0
        sut.onRoute = { _ in ended += 1 }
        await gathers.fail(.end, with: ServiceFailure())

        sut.requestEnd()
        await sut.alert?.buttons[0].action?()

        #expect(sut.alert?.message == "Unable to end gather. Please try again.")
        #expect(ended == 0)
    }
}
