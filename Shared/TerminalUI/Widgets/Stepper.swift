/// A number within bounds: "Team A  ◀  3  ▶". ←/→ (or -/+) step it; it never leaves its range.
@MainActor
public final class Stepper: View {
    public let title: String
    public let range: ClosedRange<Int>
    public var value: Int {
        didSet { value = min(max(value, range.lowerBound), range.upperBound) }
    }
    public var onChange: (Int) -> Void = { _ in }

    public init(_ title: String, value: Int = 0, range: ClosedRange<Int>) {
        self.title = title
        self.range = range
        self.value = min(max(value, range.lowerBound), range.upperBound)
    }

    override public var isFocusable: Bool { true }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let style = isFocused ? context.theme.highlight : Style.plain
        let width = canvas.text(title + "  ", at: Point(x: 0, y: 0), style: isFocused ? context.theme.accent : .plain)
        let decrease = value > range.lowerBound ? "◀" : " "
        let increase = value < range.upperBound ? "▶" : " "
        canvas.text("\(decrease) \(value) \(increase)", at: Point(x: width, y: 0), style: style)
    }

    override public func handle(_ key: Key) -> Bool {
        switch key {
        case .left, .character("h"), .character("-"): step(by: -1)
        case .right, .character("l"), .character("+"): step(by: 1)
        default: return false
        }
        return true
    }

    override public var keyHelp: [KeyHelp] {
        [
            KeyHelp(
                [.left, .right, .character("h"), .character("l"), .character("-"), .character("+")],
                title + ": less / more")
        ]
    }

    /// A click on ◀ or ▶ steps; anywhere else it only takes the focus.
    override public func click(at point: Point) -> Bool {
        let decrease = TextWidth.of(title) + 2
        let increase = decrease + 3 + String(value).count
        if point.x == decrease { step(by: -1) }
        if point.x == increase { step(by: 1) }
        return true
    }

    private func step(by delta: Int) {
        let old = value
        value += delta
        if value != old { onChange(value) }
    }
}
