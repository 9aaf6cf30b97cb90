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
        withObservationTracking {
            _ = child.state
        } onChange: {
            MainActor.assumeIsolated { changes.record("changed") }
        }

        parent.send(.increment)

        #expect(changes.events == ["changed"])
    }

    /// A screen reads its own scope: an action that changes another part of the state does not
    /// redraw it. Counted as a view counts its redraws, one observation per draw.
    @Test func aScopeWhosePartDidNotChangeIsNotRedrawn() {
        let parent = makeSUT()
        let counted: Store<Int, Void> = parent.scope(state: { $0.count }, action: { Counter.Action.increment })
        let fetched: Store<Int?, Void> = parent.scope(state: { $0.fetched }, action: { Counter.Action.increment })
        let redraws = EventRecorder<String>()
        func draw<Part>(_ store: Store<Part, Void>, as name: String) {
            withObservationTracking {
                _ = store.state
            } onChange: {
                MainActor.assumeIsolated { redraws.record(name) }
            }
        }
        draw(counted, as: "count")
        draw(fetched, as: "fetched")

        parent.send(.increment)
        draw(counted, as: "count")
        parent.send(.cancelFetch)

        #expect(
            redraws.events == ["count"], "the fetched part was the same both times; cancelFetch changed no part read")
        #expect(counted.state == 1)
    }

    /// A scope whose store is gone stops following its parent: screens come and go, and an action
    /// costs what is on screen, not every screen there ever was.
    @Test func aScopeThatIsGoneStopsFollowing() {
        let parent = makeSUT()
        let reads = EventRecorder<Int>()
        var child: Store<Int, Void>? = parent.scope(
            state: { state in
                MainActor.assumeIsolated { reads.record(state.count) }
                return state.count
            }, action: { Counter.Action.increment })
        parent.send(.increment)
        child = nil
        parent.send(.increment)
        parent.send(.increment)

        #expect(child == nil)
        #expect(reads.events == [0, 1], "read when made and after the first action; gone, it is read no more")
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
