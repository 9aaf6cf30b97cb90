/// A line of the help overlay: keys and what they do, e.g. "← → Home End" / "Move in the text".
public struct KeyHelp: Hashable, Sendable {
    public let keys: String
    public let action: String

    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}
