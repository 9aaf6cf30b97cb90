/// "[x] Remember me": Space or a click flips it. Enter is left to the screen, whose main action
/// it is in a form (Login).
@MainActor
public final class Toggle: View {
    public let title: String
    public var isOn: Bool
    public var onChange: (Bool) -> Void = { _ in }

    public init(_ title: String, isOn: Bool = false) {
        self.title = title
        self.isOn = isOn
    }

    override public var isFocusable: Bool { true }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        canvas.text(
            (isOn ? "[x] " : "[ ] ") + title, at: Point(x: 0, y: 0), style: isFocused ? context.theme.highlight : .plain
        )
    }

    override public func handle(_ key: Key) -> Bool {
        guard key == .character(" ") else { return false }
        flip()
        return true
    }

    override public var keyHelp: [KeyHelp] { [KeyHelp([.character(" ")], "Tick or untick")] }

    override public func click(at point: Point) -> Bool {
        flip()
        return true
    }

    private func flip() {
        isOn.toggle()
        onChange(isOn)
    }
}
