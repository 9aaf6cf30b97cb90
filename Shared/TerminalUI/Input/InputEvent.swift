/// Something the user did.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    /// A left-button press at a cell.
    case click(Point)
    case resize(Size)
    /// Text pasted in the terminal (bracketed paste): one insertion, not a key per character.
    case paste(String)
}
