/// The colour of one half of a photo cell, in the form the terminal takes it.
public enum CellColor: Hashable, Sendable {
    /// 24-bit colour, for terminals that say `COLORTERM=truecolor`.
    case rgb(RGB)
    /// An entry of the xterm 256-colour palette (16–255; the first 16 vary by theme and are not used).
    case palette(UInt8)
}
