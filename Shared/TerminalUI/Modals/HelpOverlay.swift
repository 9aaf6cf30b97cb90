/// `?`: every key of the screen, with what it does. Any key closes it.
@MainActor
final class HelpOverlay: Modal {
    private let lines: [(keys: String, action: String)]

    init(bindings: [KeyBinding], isRoot: Bool) {
        lines = bindings.map { ($0.key.label, $0.title) } + [
            ("↑ ↓ k j", "Move"),
            ("Tab S-Tab", "Next/prev field"),
            ("Enter", "Choose / submit"),
            ("Space", "Toggle"),
            ("Esc q", isRoot ? "Quit" : "Back"),
            ("?", "This help"),
            ("^C", "Quit now"),
        ]
    }

    /// One column of keys, or two when one would not fit the screen.
    private func columns(forRows rows: Int) -> Int {
        lines.count + 3 <= rows ? 1 : 2
    }

    override func size(in screen: Size) -> Size {
        let available = screen.rows - 2
        let columns = columns(forRows: available)
        let rows = (lines.count + columns - 1) / columns + 3
        return Size(columns: min(columns == 1 ? 56 : 100, screen.columns - 4), rows: min(rows, available))
    }

    override func draw(in canvas: Canvas, context: DrawContext) {
        canvas.fill()
        canvas.box(style: context.theme.frame, title: "Keys")
        let columns = canvas.size.rows - 3 >= lines.count ? 1 : 2
        let perColumn = (lines.count + columns - 1) / columns
        let columnWidth = (canvas.size.columns - 2) / columns
        for (index, line) in lines.enumerated() {
            let column = canvas.subcanvas(Rect(x: 1 + (index / perColumn) * columnWidth, y: 1 + index % perColumn, width: columnWidth, height: 1))
            column.text(line.keys, at: Point(x: 1, y: 0), style: context.theme.accent)
            column.text(line.action, at: Point(x: 11, y: 0))
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
