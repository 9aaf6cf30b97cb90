/// A screen action on a key: shown in the key bar and the help overlay, e.g. `a Add`.
public struct KeyBinding {
    public let key: Key
    /// Other keys that do the same, not shown in the key bar (h and l beside ← and →).
    public let alternatives: [Key]
    public let title: String
    public var isEnabled: Bool
    /// Said in the status line when the key is pressed while it is dimmed: "Select at least
    /// two players."
    public var disabledReason: String?
    public let prominence: Prominence
    /// How the key reads in the key bar, when not its own label ("← →" for a pair).
    public let keyLabel: String
    public let action: @MainActor () -> Void

    /// Which keys a narrow key bar keeps: when not all fit, every secondary key is left out
    /// first (the help overlay lists them all, and the bar's help slot reads "More").
    public enum Prominence: Sendable {
        case primary
        case secondary
    }

    /// Why the key does nothing now, as the status line says when it is pressed; `nil` while it acts.
    public var unavailableReason: String? {
        isEnabled ? nil : disabledReason ?? "\(title) is not available now."
    }

    public init(
        _ key: Key,
        _ title: String,
        also alternatives: [Key] = [],
        isEnabled: Bool = true,
        disabledReason: String? = nil,
        prominence: Prominence = .primary,
        keyLabel: String? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.key = key
        self.alternatives = alternatives
        self.title = title
        self.isEnabled = isEnabled
        self.disabledReason = disabledReason
        self.prominence = prominence
        self.keyLabel = keyLabel ?? key.label
        self.action = action
    }
}
