import Presentation
import TestSupport
import Testing

/// Counters on a stack, held as the apps' `AppFeature` holds screens: each runs its effects in its
/// element's scope, and whatever it still runs is called off when it leaves the stack.
struct CounterStack: Reducer {
    struct State: Equatable {
        var path = StackState<Counter.State>()
    }

    enum Action: Equatable, Sendable {
        case push
        case path(StackAction<Counter.Action>)
    }

    let counter: Counter

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        let shown = state.path.ids
        let effect: Effect<Action>
        switch action {
        case .push:
            state.path.append(Counter.State())
            effect = .none
        case .path(.element(let id, let action)):
            guard var element = state.path[id: id] else { return .none }
            effect = counter.reduce(into: &element, action: action).scoped(to: id).map {
                .path(.element(id: id, action: $0))
            }
            state.path[id: id] = element
        case .path(.popFrom(let id)):
            state.path.pop(from: id)
            effect = .none
        }
        return .merge(effect, .cancel(screensLeaving: state.path, shownBefore: shown))
    }
}

@MainActor
@Suite("Store · a stack's effects")
struct StackEffectsTests {
    let work = WorkRecorder()
    let scheduler = ManualScheduler()
    let gate = RequestGate()

    private func makeSUT(screens: Int) -> (Store<CounterStack.State, CounterStack.Action>, [StackElementID]) {
        let sut = Store(
            initialState: CounterStack.State(), reducer: CounterStack(counter: Counter(gate: gate)), work: work,
            scheduler: scheduler)
        for _ in 0..<screens { sut.send(.push) }
        return (sut, sut.state.path.ids)
    }

    /// Unscoped, the second fetch would call off the first: they share the id `fetch`.
    @Test func twoScreensOfOneKindKeepTheirOwnWorkUnderOneID() async throws {
        let (sut, ids) = makeSUT(screens: 2)

        sut.send(.path(.element(id: ids[0], action: .fetch)))
        await gate.waitForACall()
        sut.send(.path(.element(id: ids[1], action: .fetch)))
        await gate.open()
        await work.settle()

        #expect(sut.state.path.map(\.fetched) == [42, 42], "each screen's fetch answered its own screen")
    }

    @Test func aScreenThatLeavesTheStackTakesItsClocksAndWorkWithIt() async throws {
        let (sut, ids) = makeSUT(screens: 2)
        sut.send(.path(.element(id: ids[0], action: .startTicking)))
        sut.send(.path(.element(id: ids[1], action: .startTicking)))
        sut.send(.path(.element(id: ids[1], action: .fetch)))
        await gate.waitForACall()
        #expect(scheduler.scheduledCount == 2)

        sut.send(.path(.popFrom(id: ids[1])))
        scheduler.fire()
        await gate.open()
        await work.settle()

        #expect(scheduler.scheduledCount == 1, "the popped screen's clock stopped; the one below ticks on")
        #expect(sut.state.path.map(\.count) == [1])
        #expect(sut.state.path.map(\.fetched) == [nil], "the popped screen's fetch was called off: nothing came back")
    }
}
