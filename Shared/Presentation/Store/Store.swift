import Observation

/// Where a feature's state lives and its actions go: `send(_:)` runs the reducer and then the
/// effects it returned; `state` is observed, so a view that reads it in `updateViews()` is
/// redrawn when it changes. The one way state changes is an action through the reducer.
///
/// The app has one store, for its whole state; each screen gets a `scope` of it — a store that
/// reads its part of the parent's state and sends its actions through the parent, so the
/// parent's reducer sees every action of its children (and answers their delegate actions).
///
/// A scope is observed for its own part: it keeps the part as last read, and a change elsewhere
/// in the state leaves it, and the screen that reads it, alone — a screen is redrawn only when
/// its own state changed, as TCA's observed scopes are.
@MainActor
public final class Store<State, Action: Sendable> {
    private let read: @MainActor () -> State
    private let write: @MainActor (Action) -> Void
    /// Calls an observer with the state after every action, for as long as it answers `true`;
    /// a scope's part (`isPart`) is told before the others, so that what they do reads it new.
    private let subscribe: @MainActor (_ isPart: Bool, _ observer: @escaping @MainActor (State) -> Bool) -> Void

    /// The root store of `reducer`, starting from `initialState`, running effects on the app's seams.
    public init<R: Reducer>(initialState: State, reducer: R, work: any WorkRunning, scheduler: any Scheduling)
    where R.State == State, R.Action == Action {
        let root = StoreRoot(
            state: initialState, reducer: reducer, runner: EffectRunner(work: work, scheduler: scheduler))
        read = { root.state }
        write = { root.send($0) }
        subscribe = { isPart, observer in
            if isPart { root.parts.append(observer) } else { root.observers.append(observer) }
        }
    }

    private init(
        read: @escaping @MainActor () -> State, write: @escaping @MainActor (Action) -> Void,
        subscribe: @escaping @MainActor (_ isPart: Bool, _ observer: @escaping @MainActor (State) -> Bool) -> Void
    ) {
        self.read = read
        self.write = write
        self.subscribe = subscribe
    }

    /// The state now; reading it in an observation (a view's `updateViews()`) tracks it.
    public var state: State { read() }

    public func send(_ action: Action) {
        write(action)
    }

    /// A store of a part of this one: its state is `toChild` of this state, kept as last read and
    /// changed — for whoever observes it — only when the part itself changed; each of its actions
    /// is sent here as `fromChild(action)`.
    public func scope<ChildState: Equatable, ChildAction>(
        state toChild: @escaping @MainActor (State) -> ChildState,
        action fromChild: @escaping @MainActor (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let part = ObservedPart(toChild(read()))
        // Held weakly: once the scope's store is gone, its part stops following the parent.
        subscribe(true) { [weak part] state in
            guard let part else { return false }
            part.update(toChild(state))
            return true
        }
        return Store<ChildState, ChildAction>(
            read: { part.value }, write: { [write] in write(fromChild($0)) },
            subscribe: { [subscribe, weak part] isPart, observer in
                subscribe(isPart) { state in part != nil && observer(toChild(state)) }
            }
        )
    }

    /// A store of a part that can go: a screen's state on the stack. Once `toChild` finds none —
    /// the screen is leaving — it reads the last state it had, starting from `initial`; what it
    /// still sends, the parent drops, having no screen to give it to.
    public func scope<ChildState: Equatable, ChildAction>(
        state toChild: @escaping @MainActor (State) -> ChildState?, initial: ChildState,
        action fromChild: @escaping @MainActor (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        var last = initial
        return scope(
            state: { state in
                if let child = toChild(state) { last = child }
                return last
            }, action: fromChild)
    }

    /// Calls `observer` with the state each time an action has gone through the reducer and its
    /// effects have started: for the one type that follows the state outside a view — the app's
    /// navigator, which makes the terminal's stack follow the path.
    public func observe(_ observer: @escaping @MainActor (State) -> Void) {
        subscribe(false) { state in
            observer(state)
            return true
        }
    }
}

/// A scope's part of the state as last read, observable on its own: a change of the parent that
/// leaves the part as it was is no change of it.
@MainActor
private final class ObservedPart<Part: Equatable>: Observable {
    private let registrar = ObservationRegistrar()
    private var current: Part

    init(_ part: Part) {
        current = part
    }

    var value: Part {
        registrar.access(self, keyPath: \.value)
        return current
    }

    func update(_ part: Part) {
        guard part != current else { return }
        registrar.withMutation(of: self, keyPath: \.value) { current = part }
    }
}

/// The state of a root store and its reducer. Observable by hand rather than with the macro, so
/// that `reduce(into:)` changes the stored state in place: a long list in the state is not
/// copied for every key pressed.
@MainActor
private final class StoreRoot<R: Reducer>: Observable {
    private let registrar = ObservationRegistrar()
    private var current: R.State
    private let reducer: R
    private let runner: EffectRunner
    /// Told the state after each action, for as long as each answers `true`: the scopes' parts
    /// first, then the observers of `Store.observe`.
    var parts: [@MainActor (R.State) -> Bool] = []
    var observers: [@MainActor (R.State) -> Bool] = []

    init(state: R.State, reducer: R, runner: EffectRunner) {
        current = state
        self.reducer = reducer
        self.runner = runner
    }

    var state: R.State {
        registrar.access(self, keyPath: \.state)
        return current
    }

    func send(_ action: R.Action) {
        var effect = Effect<R.Action>.none
        registrar.withMutation(of: self, keyPath: \.state) {
            effect = reducer.reduce(into: &current, action: action)
        }
        runner.run(effect) { [weak self] in self?.send($0) }
        // Told in turn; one added meanwhile (a new screen's scope) is kept, and told next time.
        let toldParts = parts
        parts = []
        parts = toldParts.filter { $0(current) } + parts
        let toldObservers = observers
        observers = []
        observers = toldObservers.filter { $0(current) } + observers
    }
}
