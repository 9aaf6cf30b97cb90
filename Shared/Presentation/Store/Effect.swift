/// What a reducer asks for besides a new state: an action to send at once, async work whose
/// results come back as actions, a clock that sends an action on every tick, or the end of one
/// of those. An effect is a value — the reducer returns it, the store runs it — so every piece of
/// I/O sits where a reader looks for it, in a `.run` closure, and a test sees what was asked for.
///
/// `id` names work or a clock so that a later effect can call it off (`.cancel(id:)`); starting
/// one with the id of one still running calls the older off first, so there is one of each.
/// A screen on a stack runs its effects in a scope of its own (`scoped(to:)`): its ids are its
/// own — two screens of one kind never call off each other's work — and all of them are called
/// off when it leaves the stack (`.cancel(scope:)`), as TCA's stack does.
public struct Effect<Action: Sendable> {
    enum Operation {
        case send(Action)
        case run(
            id: AnyHashable?, scope: AnyHashable?, showingLoading: Bool, work: @MainActor (Send<Action>) async -> Void)
        case every(Duration, id: AnyHashable, scope: AnyHashable?, action: Action)
        case cancel(id: AnyHashable)
        case cancelScope(AnyHashable)
    }

    /// Run in order: what `merge` puts together.
    let operations: [Operation]

    /// Nothing to run.
    public static var none: Effect { Effect(operations: []) }

    /// `action` goes through the reducer right after this one, before anything else happens.
    public static func send(_ action: Action) -> Effect {
        Effect(operations: [.send(action)])
    }

    /// Async work, run as the app's work (`WorkRunning`): the screen is redrawn when it ends, and
    /// scripts and tests wait for it. Its results come back as the actions it sends.
    /// - Parameter showingLoading: whether the app's own indicator shows meanwhile; a feature
    ///   that shows its own (a flag in its state) leaves it off.
    public static func run(
        id: AnyHashable? = nil, showingLoading: Bool = false, _ work: @escaping @MainActor (Send<Action>) async -> Void
    ) -> Effect {
        Effect(operations: [.run(id: id, scope: nil, showingLoading: showingLoading, work: work)])
    }

    /// `action` every `interval` of the app's clock (`Scheduling`), until `.cancel(id:)`: the
    /// match timer's tick, the camera's next frame. On a test's manual clock the test moves time.
    public static func every(_ interval: Duration, id: AnyHashable, send action: Action) -> Effect {
        Effect(operations: [.every(interval, id: id, scope: nil, action: action)])
    }

    /// Calls off the work or the clock named `id`; nothing if none runs.
    public static func cancel(id: AnyHashable) -> Effect {
        Effect(operations: [.cancel(id: id)])
    }

    /// Calls off everything running in `scope`: what a screen started, once it left the stack.
    public static func cancel(scope: AnyHashable) -> Effect {
        Effect(operations: [.cancelScope(scope)])
    }

    /// All of `effects`, started in order.
    public static func merge(_ effects: Effect...) -> Effect {
        merge(effects)
    }

    public static func merge(_ effects: [Effect]) -> Effect {
        Effect(operations: effects.flatMap(\.operations))
    }

    /// The same effect sending `transform(action)` instead: how a parent runs a child's effects
    /// and hears their actions as its own.
    @MainActor public func map<Other: Sendable>(_ transform: @escaping @MainActor @Sendable (Action) -> Other)
        -> Effect<Other>
    {
        Effect<Other>(
            operations: operations.map { operation in
                switch operation {
                case .send(let action):
                    .send(transform(action))
                case .run(let id, let scope, let showingLoading, let work):
                    .run(id: id, scope: scope, showingLoading: showingLoading) { send in
                        await work(Send { send(transform($0)) })
                    }
                case .every(let interval, let id, let scope, let action):
                    .every(interval, id: id, scope: scope, action: transform(action))
                case .cancel(let id):
                    .cancel(id: id)
                case .cancelScope(let scope):
                    .cancelScope(scope)
                }
            })
    }

    /// The same effect run in `scope` — a screen's place on a stack: its ids become the scope's
    /// own, and `.cancel(scope:)` calls all of it off.
    public func scoped(to scope: AnyHashable) -> Effect {
        Effect(
            operations: operations.map { operation in
                switch operation {
                case .send:
                    operation
                case .run(let id, _, let showingLoading, let work):
                    .run(
                        id: id.map { ScopedID(scope: scope, id: $0) }, scope: scope, showingLoading: showingLoading,
                        work: work)
                case .every(let interval, let id, _, let action):
                    .every(interval, id: ScopedID(scope: scope, id: id), scope: scope, action: action)
                case .cancel(let id):
                    .cancel(id: ScopedID(scope: scope, id: id))
                case .cancelScope:
                    operation
                }
            })
    }
}

/// An effect's id within a scope: the same id in two scopes names two things.
struct ScopedID: Hashable {
    let scope: AnyHashable
    let id: AnyHashable
}
