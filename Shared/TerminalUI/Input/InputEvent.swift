/// Something the user did.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    /// A left-button press at a cell.
    case click(Point)
    case resize(Size)
}
