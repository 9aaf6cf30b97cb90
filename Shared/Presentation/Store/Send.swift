/// What an effect's work sends its actions back through: `send(.created(player))`. Work the
/// reducer called off (`.cancel(id:)`, or newer work under its id) sends nothing more, so a
/// reducer never hears from what it stopped. Work the app calls off — Esc on its wait — still
/// sends what it ends with, so that the reducer learns the wait is over (and shows no error for it).
@MainActor
public struct Send<Action: Sendable>: Sendable {
    private let deliver: @MainActor (Action) -> Void
    private let isCalledOff: @MainActor () -> Bool

    public init(
        isCalledOff: @escaping @MainActor () -> Bool = { false }, _ deliver: @escaping @MainActor (Action) -> Void
    ) {
        self.isCalledOff = isCalledOff
        self.deliver = deliver
    }

    public func callAsFunction(_ action: Action) {
        guard !isCalledOff() else { return }
        deliver(action)
    }
}
