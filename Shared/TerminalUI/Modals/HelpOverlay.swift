/// `?` or F1: every key that acts here now, with what it does — made by the app from the same
/// tables as the key bar (`TerminalApp.activeKeys`): the keys of the alert or sheet on top, or of
/// the focused view and the screen's actions, then the keys of every screen. Any key closes it.
@MainActor
final class HelpOverlay: Modal {
    let lines: [KeyHelp]
    /// The keys' column: as wide as the widest keys.
    private let keysWidth: Int

    init(lines: [KeyHelp]) {
        self.lines = lines
        keysWidth = (lines.map { TextWidth.of($0.label) }.max() ?? 0) + 2
    }

    /// One column of keys, or two when one would not fit the screen.
    private func columns(forRows rows: Int) -> Int {
        lines.count + 3 <= rows ? 1 : 2
    }

    override func size(in screen: Size) -> Size {
        let available = screen.rows - 2
        let columns = columns(forRows: available)
        let rows = (lines.count + columns - 1) / columns + 3
        let widest =
            lines.map {
                keysWidth + TextWidth.of($0.action) + ($0.unavailableReason.map { TextWidth.of($0) + 3 } ?? 0) + 3
            }.max() ?? 0
        return Size(columns: min(max(widest, 40) * columns + 2, screen.columns - 4), rows: min(rows, available))
    }

    override func draw(in canvas: Canvas, context: DrawContext) {
        canvas.fill()
        canvas.box(style: context.theme.frame, title: "Keys")
        let columns = canvas.size.rows - 3 >= lines.count ? 1 : 2
        let perColumn = (lines.count + columns - 1) / columns
        let columnWidth = (canvas.size.columns - 2) / columns
        for (index, line) in lines.enumerated() {
            let column = canvas.subcanvas(
                Rect(x: 1 + (index / perColumn) * columnWidth, y: 1 + index % perColumn, width: columnWidth, height: 1))
            // A dimmed action reads dimmed here too, with why it does nothing now.
            let action = line.unavailableReason.map { "\(line.action) — \($0)" } ?? line.action
            column.text(
                line.label, at: Point(x: 1, y: 0),
                style: line.unavailableReason == nil ? context.theme.accent : context.theme.disabled)
            column.text(
                TextWidth.truncate(action, to: column.size.columns - keysWidth - 1), at: Point(x: 1 + keysWidth, y: 0),
                style: line.unavailableReason == nil ? .plain : context.theme.disabled)
        }
        canvas.centredText("any key closes", y: canvas.size.rows - 2, style: context.theme.disabled)
    }

    override var keyHelp: [KeyHelp] { [KeyHelp([], "Close this help", label: "any key")] }

    override func handle(_ key: Key) -> Bool {
        dismiss()
        return true
    }

    override func click(at point: Point) -> Bool {
        dismiss()
        return true
    }
}
