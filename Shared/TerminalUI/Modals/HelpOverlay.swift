/// `?`: every key of the screen, with what it does. Any key closes it.
@MainActor
final class HelpOverlay: Modal {
    private let lines: [(keys: String, action: String)]

    init(bindings: [KeyBinding], isRoot: Bool) {
        lines = bindings.map { ($0.key.label, $0.title) } + [
            ("↑ ↓  k j", "Move"),
            ("Tab  S-Tab", "Next / previous field"),
            ("Enter", "Choose, or the form's main action"),
            ("Space", "Toggle"),
            ("Esc  q", isRoot ? "Quit" : "Back"),
            ("?", "This help"),
            ("^C", "Quit from anywhere"),
        ]
    }

    override func size(in screen: Size) -> Size {
        // A line per key, the closing hint, and the frame.
        Size(columns: min(56, screen.columns - 4), rows: min(lines.count + 3, screen.rows - 2))
    }

    override func draw(in canvas: Canvas, context: DrawContext) {
        canvas.fill()
        canvas.box(style: context.theme.frame, title: "Keys")
        for (index, line) in lines.enumerated() where index + 1 < canvas.size.rows - 2 {
            canvas.text(line.keys, at: Point(x: 2, y: index + 1), style: context.theme.accent)
            canvas.text(line.action, at: Point(x: 16, y: index + 1))
        }
        canvas.centredText("any key closes", y: canvas.size.rows - 2, style: context.theme.disabled)
    }

    override func handle(_ key: Key) -> Bool {
        dismiss()
        return true
    }

    override func click(at point: Point) -> Bool {
        dismiss()
        return true
    }
}
