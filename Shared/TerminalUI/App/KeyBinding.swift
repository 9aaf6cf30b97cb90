/// A screen action on a key: shown in the key bar and the help overlay, e.g. `a Add`.
public struct KeyBinding {
    public let key: Key
    /// Other keys that do the same, not shown in the key bar (h and l beside ← and →).
    public let alternatives: [Key]
    public let title: String
    public var isEnabled: Bool
    public let prominence: Prominence
    public let action: @MainActor () -> Void

    /// Which keys a narrow key bar keeps: when not all fit, every secondary key is left out
    /// first (the help overlay lists them all, and the bar's help slot reads "More").
    public enum Prominence: Sendable {
        case primary
        case secondary
    }

    public init(
        _ key: Key,
        _ title: String,
        also alternatives: [Key] = [],
        isEnabled: Bool = true,
        prominence: Prominence = .primary,
        action: @escaping @MainActor () -> Void
    ) {
        self.key = key
        self.alternatives = alternatives
        self.title = title
        self.isEnabled = isEnabled
        self.prominence = prominence
        self.action = action
    }
}
