import Presentation
import Testing

/// A store for tests, exhaustive as The Composable Architecture's `TestStore`: each `send` says how
/// the state changes, each action an effect sends back must be `receive`d (and says how it changes
/// the state), and `finish()` fails while an effect still runs. A test that states less fails —
/// so a reducer cannot change something no test looked at. A test that ends without `finish()`
/// while an effect still runs, or with an action never received, fails too, as TCA's does.
///
/// Effects run as the app runs them, on a `ManualScheduler` the test moves; their work is real
/// (the service doubles of TestSupport). An action an effect sends waits here, unreduced, until
/// the test receives it: the order of what happens is the test's, not the scheduler's.
@MainActor
public final class TestStore<R: Reducer> where R.Action: Equatable {
    public private(set) var state: R.State
    private let reducer: R
    private let work = EffectWork()
    private let runner: EffectRunner
    private let scheduler: ManualScheduler
    /// Sent back by effects, not yet received by the test.
    private var received: [R.Action] = []
    /// Whether the test called `finish()`: without it, the end of the test checks what runs.
    private var finished = false
    /// Where the test made the store: what an unfinished test's failure points at.
    private let madeAt: SourceLocation

    /// Made in a suite with the `.storesFinish` trait, which checks the store when the test ends.
    public init(
        initialState: R.State, reducer: R, scheduler: ManualScheduler, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        state = initialState
        self.reducer = reducer
        self.scheduler = scheduler
        madeAt = sourceLocation
        runner = EffectRunner(work: work, scheduler: scheduler)
        if let made = MadeStores.current {
            made.add { [self] in await checkAtEndOfTest() }
        } else {
            Issue.record(
                "A TestStore made in a suite without the .storesFinish trait: give the suite @Suite(…, .storesFinish), so that a test that ends with work running fails.",
                sourceLocation: sourceLocation)
        }
    }

    /// The end of a test that never called `finish()` (`.storesFinish` calls it): work still
    /// running, once what could end has ended, or an action never received, is a failure — as
    /// TCA's test store fails at the end of a test.
    func checkAtEndOfTest() async {
        guard !finished else { return }
        await work.letFinishedWorkEnd()
        if !received.isEmpty {
            Issue.record(
                "The test ended with \(received.map { "\($0)" }.joined(separator: ", ")) never received: receive it, then finish().",
                sourceLocation: madeAt)
        }
        if work.inFlight > 0 || scheduler.scheduledCount > 0 {
            Issue.record(
                "The test ended without finish() while \(work.inFlight) effect(s) ran and \(scheduler.scheduledCount) clock(s) ticked: end them, then finish().",
                sourceLocation: madeAt)
        }
    }

    /// Sends `action` as the view would; `expect` changes the state as it was before into what it
    /// must be now (omit it when nothing changes). Fails if it is not so, or if an action sent back
    /// earlier was never received.
    public func send(
        _ action: R.Action, _ expect: ((inout R.State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        failOnUnreceived(before: "sending \(action)", sourceLocation: sourceLocation)
        reduce(action, expect, sourceLocation: sourceLocation)
    }

    /// Waits for the next action an effect sends back, fails unless it is `expected`, then reduces
    /// it: `expect` says how it changes the state. Fails if every effect ended without sending one.
    public func receive(
        _ expected: R.Action, _ expect: ((inout R.State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        while received.isEmpty, work.inFlight > 0 {
            await work.nextChange { [weak self] in self?.received.isEmpty == false }
        }
        guard !received.isEmpty else {
            Issue.record(
                "Expected to receive \(expected), but no effect sent it and none is running.",
                sourceLocation: sourceLocation)
            return
        }
        let action = received.removeFirst()
        guard action == expected else {
            Issue.record("Received \(action), not \(expected).", sourceLocation: sourceLocation)
            return
        }
        reduce(action, expect, sourceLocation: sourceLocation)
    }

    /// The end of a test: fails on an action sent back and never received, and on an effect — work
    /// or a clock — still running once whatever could end has ended.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        finished = true
        await work.letFinishedWorkEnd()
        failOnUnreceived(before: "finishing", sourceLocation: sourceLocation)
        if work.inFlight > 0 {
            Issue.record(
                "\(work.inFlight) effect(s) still running at the end of the test: cancel them, or let them end, first.",
                sourceLocation: sourceLocation)
        }
        if scheduler.scheduledCount > 0 {
            Issue.record(
                "\(scheduler.scheduledCount) clock(s) still ticking at the end of the test: cancel them first.",
                sourceLocation: sourceLocation)
        }
    }

    private func reduce(_ action: R.Action, _ expect: ((inout R.State) -> Void)?, sourceLocation: SourceLocation) {
        var expected = state
        expect?(&expected)
        let effect = reducer.reduce(into: &state, action: action)
        if expected != state {
            Issue.record(
                "The state after \(action) is not as stated (− stated, + actual):\n\(StateDifference.lines(expected: expected, actual: state))",
                sourceLocation: sourceLocation
            )
        }
        runner.run(effect) { [weak self] in
            self?.received.append($0)
            self?.work.changed()
        }
    }

    private func failOnUnreceived(before step: String, sourceLocation: SourceLocation) {
        guard !received.isEmpty else { return }
        Issue.record(
            "Effects sent \(received.map { "\($0)" }.joined(separator: ", ")), never received before \(step).",
            sourceLocation: sourceLocation)
        received.removeAll()
    }
}

/// The test store's `WorkRunning`: runs each effect's work and counts what has not ended, and
/// wakes a waiting test when something changes (work ended, an action came).
@MainActor
private final class EffectWork: WorkRunning {
    private(set) var inFlight = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func perform(showingLoading: Bool, _ work: @escaping @MainActor () async -> Void) {
        inFlight += 1
        Task {
            await work()
            inFlight -= 1
            changed()
        }
    }

    /// Wakes every test waiting for a change.
    func changed() {
        let woken = waiting
        waiting = []
        woken.forEach { $0.resume() }
    }

    /// Waits for the next change, unless `isDone` already holds.
    func nextChange(unless isDone: @escaping @MainActor () -> Bool) async {
        guard !isDone() else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Lets work that can end now end: each turn of the main actor runs what was ready. Work
    /// held by something outside (a gate, a clock) stays in flight.
    func letFinishedWorkEnd() async {
        var turns = 0
        while inFlight > 0, turns < 100 {
            await Task.yield()
            turns += 1
        }
    }
}
