/// One terminal cell of a photo: two pixels stacked, drawn as a half block.
/// With colours, the glyph is always "▀": its foreground paints the top pixel, its background the
/// bottom one. In monochrome the glyph itself shows which halves are lit, in the default colours.
public struct PhotoCell: Hashable, Sendable {
    public static let upperHalfBlock: Character = "▀"

    public let glyph: Character
    /// `nil`: the terminal's default foreground.
    public let foreground: CellColor?
    /// `nil`: the terminal's default background.
    public let background: CellColor?

    public init(glyph: Character, foreground: CellColor?, background: CellColor?) {
        self.glyph = glyph
        self.foreground = foreground
        self.background = background
    }

    /// A colour cell: `top` over `bottom`; no bottom for the last row of an odd-height picture.
    public init(top: CellColor, bottom: CellColor?) {
        self.init(glyph: Self.upperHalfBlock, foreground: top, background: bottom)
    }

    /// A monochrome cell: which of its two pixels are lit.
    public init(topLit: Bool, bottomLit: Bool) {
        let glyph: Character =
            switch (topLit, bottomLit) {
            case (false, false): " "
            case (true, false): "▀"
            case (false, true): "▄"
            case (true, true): "█"
            }
        self.init(glyph: glyph, foreground: nil, background: nil)
    }
}
