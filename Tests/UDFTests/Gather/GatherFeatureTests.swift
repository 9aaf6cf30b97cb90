import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherUDF

@MainActor
@Suite("UDF · Gather feature", .storesFinish)
struct GatherFeatureTests {
    let gathers = GathersServiceSpy()
    let scheduler = ManualScheduler()
    let gather = Gather.ID()

    private func makeSUT() -> TestStore<GatherFeature> {
        TestStore(
            initialState: GatherFeature.State(gather: gather, teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben]),
            reducer: GatherFeature(gathers: gathers), scheduler: scheduler
        )
    }

    static let endAlert = AlertState<GatherFeature.Action.Alert>(
        title: "End Gather", message: "Are you sure you want to end the gather?",
        buttons: [.init("Yes", role: .destructive, action: .confirmEnd), .init("Cancel", role: .cancel)]
    )

    /// The timer as it is after `seconds` of counting down from 10:00.
    private func timer(running: Bool, after seconds: Int) -> MatchTimer {
        var timer = MatchTimer()
        timer.performAction()
        for _ in 0..<seconds { timer.tick() }
        if !running { timer.performAction() }
        return timer
    }

    @Test func theTimerTicksOnceASecondWhileItRunsAndNotOtherwise() async {
        let sut = makeSUT()
        #expect(!sut.state.isEnding, "a new gather waits for no request")

        sut.send(.timerActionTapped) { $0.timer = timer(running: true, after: 0) }
        #expect(scheduler.intervals == [.seconds(1)])
        scheduler.fire(times: 2)
        await sut.receive(.tick) { $0.timer = timer(running: true, after: 1) }
        await sut.receive(.tick) { $0.timer = timer(running: true, after: 2) }

        sut.send(.timerActionTapped) { $0.timer = timer(running: false, after: 2) }
        scheduler.fire()
        #expect(sut.state.timer.remaining.text == "09:58")
        await sut.finish()
    }

    @Test func theLastSecondSaysTimesUpAndStopsTheClock() async throws {
        let sut = makeSUT()
        let oneSecond = try #require(MatchTime(minutes: 0, seconds: 1))
        sut.send(.setTimeTapped) { $0.timePicker = .init(selection: [10, 0]) }
        sut.send(.timeChosen(minutes: 0, seconds: 1)) {
            $0.timePicker = nil
            $0.timer.set(oneSecond)
        }
        sut.send(.timerActionTapped) { $0.timer.performAction() }

        scheduler.fire()
        await sut.receive(.tick) {
            $0.timer.tick()
            $0.status = "Time's up!"
        }
        #expect(sut.state.timer.actionUnavailableReason != nil)
        sut.send(.cancelTimerTapped) {
            $0.timer.cancel()
            $0.status = nil
        }
        await sut.finish()
    }

    @Test func aCancelledPickerChangesNothing() async {
        let sut = makeSUT()

        sut.send(.setTimeTapped) { $0.timePicker = .init(selection: [10, 0]) }
        sut.send(.timePickerCancelled) { $0.timePicker = nil }
        sut.send(.timeChosen(minutes: 60, seconds: 0))
        await sut.finish()
    }

    @Test func leavingTheScreenStopsTheClock() async {
        let sut = makeSUT()
        sut.send(.timerActionTapped) { $0.timer = timer(running: true, after: 0) }

        sut.send(.disappeared)

        #expect(scheduler.scheduledCount == 0)
        await sut.finish()
    }

    @Test func endingAsksFirstThenStoresTheScoreStopsTheClockAndTellsTheParent() async {
        let sut = makeSUT()
        sut.send(.teamAScoreChanged(2)) { $0.score.teamA = 2 }
        sut.send(.teamBScoreChanged(1)) { $0.score.teamB = 1 }
        sut.send(.timerActionTapped) { $0.timer = timer(running: true, after: 0) }

        sut.send(.endTapped) { $0.alert = Self.endAlert }
        sut.send(.alert(.confirmEnd)) {
            $0.alert = nil
            $0.isEnding = true
        }
        await sut.receive(.ended) { $0.isEnding = false }
        await sut.receive(.delegate(.gatherEnded))
        await sut.finish()

        #expect(await gathers.endings[gather] == Score(teamA: 2, teamB: 1))
    }

    @Test func aFailedEndSaysWhyAndTheGatherGoesOn() async {
        await gathers.fail(.end, with: ServiceFailure())
        let sut = makeSUT()

        sut.send(.endTapped) { $0.alert = Self.endAlert }
        sut.send(.alert(.confirmEnd)) {
            $0.alert = nil
            $0.isEnding = true
        }
        await sut.receive(.endingFailed(reason: "\(ServiceFailure())", unconfirmed: false)) {
            $0.isEnding = false
            $0.status = "\(ServiceFailure())"
            $0.alert = .error("Unable to end gather. Please try again.")
        }
        await sut.finish()
        #expect(await gathers.endings.isEmpty)
    }
}
