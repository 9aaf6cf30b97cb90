import Domain
import Foundation
import TestSupport
import Testing

@testable import GatherMVVM

@MainActor
@Suite("MVVM · Gather view model")
struct GatherViewModelTests {
    let output = GatherOutputSpy()
    let alerts = AlertRecorder()
    let gathers = GathersServiceSpy()
    let gatherID = UUID()
    let scheduler = ManualScheduler()

    private func makeSUT() -> GatherViewModel {
        let sut = GatherViewModel(
            gather: gatherID, teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben], gathers: gathers,
            scheduler: scheduler, output: output)
        sut.onAlert = alerts.record
        return sut
    }

    @Test func theTeamsScoreAndTimerAreThereFirst() {
        let sut = makeSUT()

        #expect(sut.teamA == ["Ana Silva  GK"])
        #expect(sut.teamB == ["Ben Carter  DEF"])
        #expect(sut.score == Score())
        #expect(sut.timeText == "10:00")
        #expect(sut.timerActionTitle == "Start")
        #expect(scheduler.scheduledCount == 0, "a stopped timer does not tick")
        #expect(
            sut.unsavedWork == "The score is not saved until the gather ends.", "Ctrl-C's help says what it would lose")
    }

    @Test func theTimerTicksOnTheSchedulerOnlyWhileItRunsAndSaysWhenTimeIsUp() {
        let sut = makeSUT()
        sut.timeChosen(minutes: 0, seconds: 2)
        scheduler.fire()
        #expect(sut.timeText == "00:02", "a stopped timer has no ticks")

        sut.timerActionTapped()
        #expect(scheduler.intervals == [.seconds(1)])
        #expect(sut.timerActionTitle == "Pause")
        scheduler.fire(times: 2)

        #expect(sut.timeText == "00:00")
        #expect(sut.timerActionTitle == "Start")
        #expect(sut.status == "Time's up!")
        #expect(scheduler.scheduledCount == 0, "the ticks stop with the timer")
        sut.timerActionTapped()
        #expect(sut.status == "Time's up!", "at 00:00 the action does nothing")
        #expect(sut.timerActionUnavailableReason != nil)
        sut.cancelTimerTapped()
        #expect(sut.timeText == "10:00")
        #expect(sut.status == nil)
    }

    @Test func pauseStopsTheTicksAndResumeStartsThemAgain() {
        let sut = makeSUT()
        sut.timerActionTapped()
        scheduler.fire()
        sut.timerActionTapped()
        #expect(scheduler.scheduledCount == 0)
        #expect(sut.timerActionTitle == "Resume")

        sut.timerActionTapped()
        scheduler.fire()

        #expect(sut.timeText == "09:58")
    }

    @Test func theScreenGoingAwayStopsTheTicks() {
        let sut = makeSUT()
        sut.timerActionTapped()

        sut.viewWillDisappear()

        #expect(scheduler.scheduledCount == 0)
    }

    @Test func thePickerStartsAtTheTimeLeft() {
        let sut = makeSUT()
        sut.timeChosen(minutes: 7, seconds: 30)

        #expect(sut.pickerTitle == "Set time")
        #expect(sut.pickerSelection == [7, 30])
        #expect(sut.pickerColumns.map(\.first) == ["0 min", "0 sec"])
    }

    @Test func endingAsksFirstThenStoresTheScoreAndRoutes() async throws {
        let sut = makeSUT()
        sut.scoreDidChange(teamA: 3)
        sut.scoreDidChange(teamB: 1)
        sut.timerActionTapped()

        sut.endTapped()
        let alert = try #require(alerts.last)
        #expect(alert.title == "End Gather")
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel], "so Enter on the alert cancels")
        #expect(output.events.isEmpty)
        await alert.buttons[0].action?()

        #expect(await gathers.endings == [gatherID: Score(teamA: 3, teamB: 1)])
        #expect(output.events == [.gatherEnded])
        #expect(scheduler.scheduledCount == 0, "an ended gather does not tick")
    }

    @Test func aFailedEndIsTheSpecsAlertAndTheGatherGoesOn() async throws {
        let sut = makeSUT()
        await gathers.fail(.end, with: ServiceFailure())
        sut.timerActionTapped()

        sut.endTapped()
        await alerts.last?.buttons[0].action?()

        #expect(alerts.last?.message == "Unable to end gather. Please try again.")
        #expect(output.events.isEmpty)
        scheduler.fire()
        #expect(sut.timeText == "09:59", "the match goes on after the error")
    }

    @Test func aTimeChosenAfterTimeIsUpClearsTheMessage() {
        let sut = makeSUT()
        sut.timeChosen(minutes: 0, seconds: 1)
        sut.timerActionTapped()
        scheduler.fire()
        #expect(sut.status == "Time's up!")

        sut.timeChosen(minutes: 5, seconds: 0)

        #expect(sut.timeText == "05:00")
        #expect(sut.status == nil)
    }
}
