/// Keys and what they do, e.g. "← → Home End" / "Move in the text": a line of the help overlay
/// and, for a screen's actions, a slot of the key bar. A view says in its `keyHelp` every key its
/// `handle` acts on now — the help and the key bar are made from these, so they say what the
/// keys do (a test checks each view's help against its `handle`).
public struct KeyHelp: Hashable, Sendable {
    /// The keys that act.
    public let keys: [Key]
    /// Whether any printable character acts too: typed into a text field.
    public let takesText: Bool
    public let action: String
    /// Whether the screen says what this key means here: Enter in a text field is the form's
    /// main action ("Done", "Login"), Enter on a list row opens it — the screen's action on the
    /// same key names it better than the view can.
    public let defersToScreen: Bool
    /// How the keys read in the help: "← → Home End".
    public let label: String
    /// Why the keys do nothing now, for an action the key bar shows dimmed: the help lists it
    /// dimmed too, with its reason, never as if it acted.
    public let unavailableReason: String?

    public init(
        _ keys: [Key], _ action: String, defersToScreen: Bool = false, label: String? = nil,
        unavailableReason: String? = nil
    ) {
        self.keys = keys
        takesText = false
        self.action = action
        self.defersToScreen = defersToScreen
        self.label = label ?? keys.map(\.label).joined(separator: " ")
        self.unavailableReason = unavailableReason
    }

    /// Typing: every printable character.
    public static func typing(_ action: String) -> KeyHelp {
        KeyHelp(text: action)
    }

    private init(text action: String) {
        keys = []
        takesText = true
        self.action = action
        defersToScreen = false
        label = "a–z …"
        unavailableReason = nil
    }

    public func covers(_ key: Key) -> Bool {
        if keys.contains(key) { return true }
        guard takesText, case .character(let character) = key else { return false }
        return !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
