/// A screen action on a key: shown in the key bar and the help overlay, e.g. `a Add`.
public struct KeyBinding {
    public let key: Key
    public let title: String
    public var isEnabled: Bool
    public let action: @MainActor () -> Void

    public init(_ key: Key, _ title: String, isEnabled: Bool = true, action: @escaping @MainActor () -> Void) {
        self.key = key
        self.title = title
        self.isEnabled = isEnabled
        self.action = action
    }
}
