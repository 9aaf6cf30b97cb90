/// What an effect's work sends its actions back through: `await send(.created(player))`. Once the
/// effect is cancelled it sends nothing more, so a reducer never hears from work it called off.
@MainActor
public struct Send<Action: Sendable>: Sendable {
    private let deliver: @MainActor (Action) -> Void

    public init(_ deliver: @escaping @MainActor (Action) -> Void) {
        self.deliver = deliver
    }

    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        deliver(action)
    }
}
