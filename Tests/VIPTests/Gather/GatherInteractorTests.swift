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

    @Test func everyTickRunsTheWholeCycleAndTheTicksStopWithTheTimer() throws {
        let twoSeconds = try #require(MatchTime(minutes: 0, seconds: 2))
        let oneSecond = try #require(MatchTime(minutes: 0, seconds: 1))
        let sut = makeSUT()
        sut.changeTimer(request: .init(action: .set(minutes: 0, seconds: 2)))
        scheduler.fire()
        #expect(
            presenter.timers == [.presentTimer(remaining: twoSeconds, action: .start, tick: nil)],
            "a stopped timer has no ticks")

        sut.changeTimer(request: .init(action: .startPauseOrResume))
        #expect(scheduler.intervals == [.seconds(1)])
        scheduler.fire(times: 2)

        #expect(
            presenter.timers.suffix(2) == [
                .presentTimer(remaining: oneSecond, action: .pause, tick: .counted),
                .presentTimer(remaining: .zero, action: .start, tick: .timeUp),
            ])
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
        #expect(presenter.ends == [.presentEnd(errorDescription: nil)])
        #expect(presenter.loading == [true, false])
        #expect(scheduler.scheduledCount == 0)
    }

    @Test func aFailedEndIsPassedOnAndTheMatchGoesOn() async {
        let sut = makeSUT()
        await gathers.fail(.end, with: ServiceFailure("Cannot reach the server."))
        sut.changeTimer(request: .init(action: .startPauseOrResume))

        await sut.end(request: .init())

        #expect(presenter.ends == [.presentEnd(errorDescription: "Cannot reach the server.")])
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
    enum Call: Equatable {
        case presentTimer(remaining: MatchTime, action: MatchTimer.Action, tick: MatchTimer.TickOutcome?)
        case presentEnd(errorDescription: String?)
    }

    private(set) var loading: [Bool] = []
    private(set) var timers: [Call] = []
    private(set) var ends: [Call] = []
    private(set) var scores: [Score] = []

    func presentLoading(response: GatherScene.Loading.Response) { loading.append(response.isLoading) }
    func presentTeams(response: GatherScene.Teams.Response) {}
    func presentScore(response: GatherScene.ScoreChange.Response) { scores.append(response.score) }

    func presentTimer(response: GatherScene.Timer.Response) {
        timers.append(.presentTimer(remaining: response.remaining, action: response.action, tick: response.tick))
    }

    func presentTimePicker(response: GatherScene.TimePicker.Response) {}
    func presentEndConfirmation(response: GatherScene.EndConfirmation.Response) {}
    func presentEnd(response: GatherScene.End.Response) {
        ends.append(.presentEnd(errorDescription: response.error.map { String(describing: $0) }))
    }
}
