/// How many colours the terminal shows: truecolor where `COLORTERM` says so,
/// 256 colours otherwise, none with `NO_COLOR` or `--no-color`.
public enum ColorMode: Hashable, Sendable, CaseIterable {
    case truecolor
    case palette256
    case monochrome
}
