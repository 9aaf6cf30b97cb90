/// A screen action on a key: shown in the key bar and the help overlay, e.g. `a Add`.
public struct KeyBinding {
    public let key: Key
    /// Other keys that do the same, not shown in the key bar (h and l beside ← and →).
    public let alternatives: [Key]
    public let title: String
    public var isEnabled: Bool
    public let action: @MainActor () -> Void

    public init(_ key: Key, _ title: String, also alternatives: [Key] = [], isEnabled: Bool = true, action: @escaping @MainActor () -> Void) {
        self.key = key
        self.alternatives = alternatives
        self.title = title
        self.isEnabled = isEnabled
        self.action = action
    }
}
