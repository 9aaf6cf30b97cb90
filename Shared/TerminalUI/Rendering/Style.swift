/// How a cell looks: colours and attributes.
public struct Style: Hashable, Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var isBold: Bool
    public var isDim: Bool
    public var isReversed: Bool
    public var isUnderlined: Bool

    public init(
        foreground: TerminalColor = .standard,
        background: TerminalColor = .standard,
        bold: Bool = false,
        dim: Bool = false,
        reversed: Bool = false,
        underlined: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        isBold = bold
        isDim = dim
        isReversed = reversed
        isUnderlined = underlined
    }

    public static let plain = Style()

    public func bold() -> Style { with { $0.isBold = true } }
    public func dim() -> Style { with { $0.isDim = true } }
    public func reversed() -> Style { with { $0.isReversed = true } }
    public func underlined() -> Style { with { $0.isUnderlined = true } }

    private func with(_ change: (inout Style) -> Void) -> Style {
        var copy = self
        change(&copy)
        return copy
    }
}
