import Domain
import Foundation
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Gather interactor")
struct GatherInteractorTests {
    let gathers = GathersServiceSpy()
    let scheduler = ManualScheduler()
    let presenter = GatherPresenterSpy()
    let gatherID = UUID()

    private func makeSUT() -> GatherInteractor {
        let sut = GatherInteractor(gathers: gathers, scheduler: scheduler)
        sut.presenter = presenter
        sut.gather = gatherID
        sut.teamA = [PlayerFixtures.ana]
        sut.teamB = [PlayerFixtures.ben]
        return sut
    }

    @Test func everyTickRunsTheWholeCycleAndTheTicksStopWithTheTimer() {
        let sut = makeSUT()
        sut.changeTimer(request: .init(action: .set(minutes: 0, seconds: 2)))
        scheduler.fire()
        #expect(presenter.timers == ["00:02 Start nil"], "a stopped timer has no ticks")

        sut.changeTimer(request: .init(action: .startPauseOrResume))
        #expect(scheduler.intervals == [.seconds(1)])
        scheduler.fire(times: 2)

        #expect(presenter.timers.suffix(2) == ["00:01 Pause counted", "00:00 Start timeUp"])
        #expect(scheduler.scheduledCount == 0)
    }

    @Test func aTimeOutOfRangeChangesNothingAndStopEndsTheTicks() {
        let sut = makeSUT()
        sut.changeTimer(request: .init(action: .set(minutes: 75, seconds: 0)))
        #expect(presenter.timers.isEmpty)

        sut.changeTimer(request: .init(action: .startPauseOrResume))
        sut.stop()

        #expect(scheduler.scheduledCount == 0)
    }

    @Test func theScoreIsStoredWhenTheGatherEnds() async {
        let sut = makeSUT()
        sut.changeScore(request: .init(teamA: 3, teamB: nil))
        sut.changeScore(request: .init(teamA: nil, teamB: 1))
        sut.changeTimer(request: .init(action: .startPauseOrResume))

        await sut.end(request: .init())

        #expect(await gathers.endings == [gatherID: Score(teamA: 3, teamB: 1)])
        #expect(presenter.ends == ["ended"])
        #expect(presenter.loading == [true, false])
        #expect(scheduler.scheduledCount == 0)
    }

    @Test func aFailedEndIsPassedOnAndTheMatchGoesOn() async {
        let sut = makeSUT()
        await gathers.fail(.end, with: ServiceFailure("Cannot reach the server."))
        sut.changeTimer(request: .init(action: .startPauseOrResume))

        await sut.end(request: .init())

        #expect(presenter.ends == ["failed: Cannot reach the server."])
        #expect(scheduler.scheduledCount == 1)
    }

    @Test func eachGoalIsPresentedAsTheNewScore() {
        let sut = makeSUT()

        sut.changeScore(request: .init(teamA: 2, teamB: nil))
        sut.changeScore(request: .init(teamA: nil, teamB: 1))

        #expect(presenter.scores == [Score(teamA: 2, teamB: 0), Score(teamA: 2, teamB: 1)])
    }
}

@MainActor
final class GatherPresenterSpy: GatherPresentationLogic {
    private(set) var loading: [Bool] = []
    private(set) var timers: [String] = []
    private(set) var ends: [String] = []
    private(set) var scores: [Score] = []

    func presentLoading(response: GatherScene.Loading.Response) { loading.append(response.isLoading) }
    func presentTeams(response: GatherScene.Teams.Response) {}
    func presentScore(response: GatherScene.ScoreChange.Response) { scores.append(response.score) }

    func presentTimer(response: GatherScene.Timer.Response) {
        timers.append("\(response.remaining.text) \(response.action.title) \(response.tick.map { "\($0)" } ?? "nil")")
    }

    func presentTimePicker(response: GatherScene.TimePicker.Response) {}
    func presentEndConfirmation(response: GatherScene.EndConfirmation.Response) {}
    func presentEnd(response: GatherScene.End.Response) {
        ends.append(response.error.map { "failed: \($0)" } ?? "ended")
    }
}
