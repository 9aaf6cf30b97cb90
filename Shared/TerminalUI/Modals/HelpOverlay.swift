/// `?` or F1: every key of the screen, with what it does — its actions, then the keys of the
/// views it shows (only those: no Space where nothing ticks), then the keys of every screen.
/// Any key closes it.
@MainActor
final class HelpOverlay: Modal {
    private let lines: [KeyHelp]
    /// The keys' column: as wide as the widest keys.
    private let keysWidth: Int

    init(bindings: [KeyBinding], viewKeys: [KeyHelp], movesFocus: Bool, isRoot: Bool) {
        // Where the screen has Esc do something of its own (Cancel an edit), only q goes back.
        let backKeys = bindings.contains { $0.key == .escape || $0.alternatives.contains(.escape) } ? "q" : "Esc q"
        let screenKeys = bindings.map { KeyHelp($0.key.label, $0.title) }
        var seen = Set(screenKeys)
        let ownKeys = viewKeys.filter { seen.insert($0).inserted }
        lines = screenKeys + ownKeys + (movesFocus ? [KeyHelp("Tab S-Tab", "Next or previous field")] : []) + [
            KeyHelp(backKeys, isRoot ? "Quit" : "Back"),
            KeyHelp("? F1", "This help (F1 in a text field)"),
            KeyHelp("^C", "Quit now"),
        ]
        keysWidth = (lines.map { TextWidth.of($0.keys) }.max() ?? 0) + 2
    }

    /// One column of keys, or two when one would not fit the screen.
    private func columns(forRows rows: Int) -> Int {
        lines.count + 3 <= rows ? 1 : 2
    }

    override func size(in screen: Size) -> Size {
        let available = screen.rows - 2
        let columns = columns(forRows: available)
        let rows = (lines.count + columns - 1) / columns + 3
        let widest = lines.map { keysWidth + TextWidth.of($0.action) + 3 }.max() ?? 0
        return Size(columns: min(max(widest, 40) * columns + 2, screen.columns - 4), rows: min(rows, available))
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
            column.text(TextWidth.truncate(line.action, to: column.size.columns - keysWidth - 1), at: Point(x: 1 + keysWidth, y: 0))
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
