import Observation
import Presentation
import TestSupport
import Testing

@MainActor
@Suite("Store")
struct StoreTests {
    let work = WorkRecorder()
    let scheduler = ManualScheduler()
    let gate = RequestGate()

    private func makeSUT() -> Store<Counter.State, Counter.Action> {
        Store(initialState: Counter.State(), reducer: Counter(gate: gate), work: work, scheduler: scheduler)
    }

    @Test func anEffectsActionComesBackThroughTheReducerAsTheAppsWork() async {
        let sut = makeSUT()
        await gate.open()

        sut.send(.fetch)
        let whileFetching = sut.state.isFetching
        await work.settle()

        #expect(whileFetching)
        #expect(sut.state.fetched == 42)
        #expect(!sut.state.isFetching)
        #expect(work.performedCount == 1)
        #expect(work.loadingLog.isEmpty, "the feature shows its own loading: the app's indicator stays off")
    }

    @Test func actionsAnEffectSendsAtOnceAreReducedBeforeSendReturns() {
        let sut = makeSUT()

        sut.send(.incrementTwice)

        #expect(sut.state.count == 2)
    }

    @Test func cancellingByIDStopsTheWorkAndItSendsNothingMore() async {
        let sut = makeSUT()
        sut.send(.fetch)
        await gate.waitForACall()

        sut.send(.cancelFetch)
        await gate.open()
        await work.settle()

        #expect(sut.state.fetched == nil, "the cancelled fetch's answer never reached the reducer")
    }

    @Test func workTheAppCallsOffStillSaysItEnded() async {
        let app = EscapableWork()
        let sut = Store(initialState: Counter.State(), reducer: Counter(gate: gate), work: app, scheduler: scheduler)
        sut.send(.fetch)
        await gate.waitForACall()

        app.escape()
        await gate.open()
        await app.settle()

        #expect(!sut.state.isFetching, "the reducer heard the wait is over")
        #expect(sut.state.fetched == nil)
    }

    @Test func startingWorkUnderTheIDOfRunningWorkCallsTheOlderOff() async {
        let sut = makeSUT()
        sut.send(.fetch)
        await gate.waitForACall()

        sut.send(.fetch)
        await gate.open()
        await work.settle()

        #expect(sut.state.fetched == 42)
        #expect(sut.state.count == 0)
    }

    @Test func everyTicksOnTheAppsClockAndStopsOnCancel() {
        let sut = makeSUT()

        sut.send(.startTicking)
        scheduler.fire(times: 3)
        sut.send(.stopTicking)
        scheduler.fire()

        #expect(sut.state.count == 3)
        #expect(scheduler.intervals == [.seconds(1)])
        #expect(scheduler.scheduledCount == 0)
    }

    @Test func aScopedStoreSeesItsParentsChangesAndSendsThroughIt() {
        let parent = makeSUT()
        let child: Store<Int, Void> = parent.scope(state: { $0.count }, action: { Counter.Action.increment })

        child.send(())
        let afterChildSent = parent.state.count
        parent.send(.increment)

        #expect(afterChildSent == 1)
        #expect(child.state == 2)
    }

    @Test func aChangeToTheStateIsObservedThroughAScope() {
        let parent = makeSUT()
        let child: Store<Int, Void> = parent.scope(state: { $0.count }, action: { Counter.Action.increment })
        let changes = EventRecorder<String>()
        withObservationTracking { _ = child.state } onChange: { MainActor.assumeIsolated { changes.record("changed") } }

        parent.send(.increment)

        #expect(changes.events == ["changed"])
    }
}

/// The app's work, which Esc on its wait calls off.
@MainActor
private final class EscapableWork: WorkRunning {
    private var running: [Task<Void, Never>] = []

    func perform(showingLoading: Bool, _ work: @escaping @MainActor () async -> Void) {
        running.append(Task { await work() })
    }

    func escape() {
        running.forEach { $0.cancel() }
    }

    func settle() async {
        for task in running { await task.value }
    }
}
