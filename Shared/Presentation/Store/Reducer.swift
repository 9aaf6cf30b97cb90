/// One screen's logic in unidirectional data flow, as The Composable Architecture teaches it: a
/// pure function from the state and an action to the new state, plus the effects to run. It does
/// no I/O, awaits nothing and reads no clock — those are effects, returned as values and run by
/// the store — so a test calls it with a state and an action and reads what came out.
///
/// Services arrive through the conforming type's `init` and are used only inside the closures of
/// the effects it returns (`.run`), never in `reduce` itself.
@MainActor
public protocol Reducer<State, Action> {
    /// Everything the screen shows and decides from: a value, compared to say what changed.
    associatedtype State: Equatable
    /// Everything that can happen to the screen: what the person did, and what an effect sent back.
    associatedtype Action: Sendable

    /// Changes `state` for `action` and says what to run next (`.none` when nothing).
    func reduce(into state: inout State, action: Action) -> Effect<Action>
}
