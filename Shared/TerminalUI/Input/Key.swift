/// A key press, as the input decoder makes it out of the terminal's bytes.
public enum Key: Hashable, Sendable {
    case character(Character)
    case enter
    case tab
    case backTab
    case escape
    case backspace
    case delete
    case up, down, left, right
    case home, end, pageUp, pageDown
    /// Ctrl with a letter, e.g. `.control("c")`.
    case control(Character)
    /// F1 to F12.
    case function(Int)
    /// Alt (Meta) with a key, e.g. `.alt("b")`: bound to nothing unless a screen binds it.
    case alt(Character)

    /// The key as help and key bars show it: "↑", "Enter", "a", "^C".
    public var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "S-Tab"
        case .escape: "Esc"
        case .backspace: "Bksp"
        case .delete: "Del"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .control(let character): "^" + String(character).uppercased()
        case .function(let number): "F\(number)"
        case .alt(let character): "M-" + String(character)
        }
    }
}
