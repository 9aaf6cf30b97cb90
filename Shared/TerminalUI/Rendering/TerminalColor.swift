import Imaging

/// A colour as the terminal takes it.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case standard
    /// An entry of the 256-colour palette.
    case palette(UInt8)
    /// 24-bit colour; shown as the nearest palette entry where the terminal has no truecolor.
    case rgb(RGB)

    init(_ cell: CellColor?) {
        switch cell {
        case .none: self = .standard
        case .palette(let index): self = .palette(index)
        case .rgb(let rgb): self = .rgb(rgb)
        }
    }
}
