import Domain
import Foundation
import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Gather interactor")
struct GatherInteractorTests {
    let gathers = GathersServiceSpy()
    let gatherID = UUID()
    let scheduler = ManualScheduler()
    let output = GatherOutputSpy()
    let caller = GatherCallerSpy()

    private func makeSUT() -> GatherInteractor {
        let input = GatherInput(
            gather: gatherID, teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben], output: caller)
        let sut = GatherInteractor(input: input, gathers: gathers, scheduler: scheduler)
        sut.output = output
        return sut
    }

    @Test func theMatchIsToldAsItStandsFirst() {
        let sut = makeSUT()

        sut.loadMatch()

        #expect(
            output.teams == [
                [GatherTeamMember(name: "Ana Silva", position: .goalkeeper)],
                [GatherTeamMember(name: "Ben Carter", position: .defender)],
            ])
        #expect(output.scores == [Score()])
        #expect(
            output.timers == [
                MatchTimerOutput(
                    remaining: .standard, action: .start, actionUnavailableReason: nil,
                    cancelUnavailableReason: "The timer is at 10:00 already.")
            ])
    }

    @Test func theTimerTicksOnTheSchedulerOnlyWhileItRuns() throws {
        let sut = makeSUT()
        sut.setTime(try #require(MatchTime(minutes: 0, seconds: 2)))
        scheduler.fire()
        #expect(output.timers.map(\.remaining.text) == ["00:02"], "a stopped timer has no ticks")

        sut.performTimerAction()
        #expect(scheduler.intervals == [.seconds(1)])
        scheduler.fire(times: 2)

        #expect(output.timers.last?.remaining == .zero)
        #expect(output.timers.last?.action == .start)
        #expect(output.outcomes.last == .timeUp)
        #expect(scheduler.scheduledCount == 0, "the ticks stop with the timer")
    }

    @Test func pauseStopsTheTicksAndLeavingStopsThemForGood() {
        let sut = makeSUT()
        sut.performTimerAction()
        sut.performTimerAction()
        #expect(scheduler.scheduledCount == 0)
        sut.performTimerAction()
        #expect(scheduler.scheduledCount == 1)

        sut.stopTicking()

        #expect(scheduler.scheduledCount == 0)
    }

    @Test func theScoreIsStoredWhenTheGatherEnds() async {
        let sut = makeSUT()
        sut.setScore(teamA: 3)
        sut.setScore(teamB: 1)
        sut.performTimerAction()

        await sut.endGather()

        #expect(await gathers.endings == [gatherID: Score(teamA: 3, teamB: 1)])
        #expect(caller.endedCount == 1, "the module that opened the teams hears it")
        #expect(scheduler.scheduledCount == 0)
    }

    @Test func aFailedEndIsPassedOnAndTheMatchGoesOn() async {
        let sut = makeSUT()
        await gathers.fail(.end, with: ServiceFailure("Cannot reach the server."))
        sut.performTimerAction()

        await sut.endGather()

        #expect(output.failures == ["Cannot reach the server."])
        #expect(caller.endedCount == 0)
        #expect(scheduler.scheduledCount == 1)
    }

    @Test func theTimePickerStartsAtTheTimeLeft() throws {
        let sut = makeSUT()
        sut.setTime(try #require(MatchTime(minutes: 3, seconds: 15)))

        sut.askForTime()

        #expect(output.pickerStarts == [try #require(MatchTime(minutes: 3, seconds: 15))])
    }

    @Test func eachGoalIsToldAsTheNewScore() {
        let sut = makeSUT()

        sut.setScore(teamA: 2)
        sut.setScore(teamB: 1)

        #expect(output.scores == [Score(teamA: 2, teamB: 0), Score(teamA: 2, teamB: 1)])
    }
}

@MainActor
final class GatherOutputSpy: GatherInteractorOutputProtocol {
    private(set) var teams: [[GatherTeamMember]] = []
    private(set) var scores: [Score] = []
    private(set) var timers: [MatchTimerOutput] = []
    private(set) var outcomes: [MatchTimer.TickOutcome?] = []
    private(set) var pickerStarts: [MatchTime] = []
    private(set) var failures: [String] = []

    func teamsLoaded(teamA: [GatherTeamMember], teamB: [GatherTeamMember]) {
        teams = [teamA, teamB]
    }

    func scoreChanged(_ score: Score) {
        scores.append(score)
    }

    func timerChanged(_ timer: MatchTimerOutput, after outcome: MatchTimer.TickOutcome?) {
        timers.append(timer)
        outcomes.append(outcome)
    }

    func timePickerNeeded(startingAt remaining: MatchTime) {
        pickerStarts.append(remaining)
    }

    func gatherCouldNotBeEnded(_ error: any Error, unconfirmed: Bool) {
        failures.append("\(error)")
    }
}
