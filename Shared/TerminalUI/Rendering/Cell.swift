/// One terminal cell: a character and its style. A wide character (CJK, most emoji) fills two
/// cells: the first holds it, the second is a `continuation` with no text of its own.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String = " ", style: Style = .plain) {
        self.text = text
        self.style = style
    }

    public static let blank = Cell()

    static func continuation(style: Style) -> Cell { Cell("", style: style) }

    public var isContinuation: Bool { text.isEmpty }
}
