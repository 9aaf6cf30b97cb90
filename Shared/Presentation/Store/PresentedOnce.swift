/// A piece of state a view shows once, when it appears, rather than on every frame: an alert,
/// a picker. The view keeps one of these and asks it each time it renders; it answers the value
/// only when the state holds one it has not answered yet.
public struct PresentedOnce<Value: Equatable> {
    private var presented: Value?

    public init() {}

    /// `value` when it is there and differs from the one last seen; `nil` otherwise.
    public mutating func toPresent(_ value: Value?) -> Value? {
        guard value != presented else { return nil }
        presented = value
        return value
    }
}
