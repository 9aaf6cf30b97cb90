/// How list rows line up and look, for `ListView` and `PagedListView` alike: a marker, the title
/// in a column as wide as the widest title (at most half the row), each detail column as wide as
/// its widest entry so details line up from row to row, and "›" on a row that opens something.
struct ListColumns {
    private var title = 0
    private var details: [Int] = []

    init() {}

    init(measuring items: some Sequence<ListItem>) {
        for item in items { include(item) }
    }

    /// Widens the columns to fit `item`.
    mutating func include(_ item: ListItem) {
        title = max(title, TextWidth.of(item.title))
        for (column, detail) in item.details.enumerated() {
            let width = TextWidth.of(detail) + 3
            if column < details.count { details[column] = max(details[column], width) } else { details.append(width) }
        }
    }

    /// The keys of a list with rows, for the help overlay; Enter only where a row opens
    /// something, Space only where rows can be ticked (`space` says what it does there).
    static func keyHelp(space: String?, opens: Bool = true) -> [KeyHelp] {
        [
            KeyHelp([.up, .down, .character("k"), .character("j")], "Move"),
            KeyHelp([.pageUp, .pageDown], "A page up or down"),
            KeyHelp([.home, .end], "First or last row"),
        ] + (opens ? [KeyHelp([.enter], "Open", defersToScreen: true)] : [])
            + (space.map { [KeyHelp([.character(" ")], $0)] } ?? [])
    }

    /// Draws `item` on a one-line canvas.
    func draw(_ item: ListItem, highlighted: Bool, focused: Bool, in canvas: Canvas, context: DrawContext) {
        let style = highlighted ? context.theme.highlight(focused: focused) : .plain
        canvas.fill(style: style)
        let marker: String =
            switch item.accessory {
            case .none, .disclosure: ""
            case .checkmark(let on): on ? "✓ " : "  "
            case .checkbox(let on): on ? "[x] " : "[ ] "
            }
        let titleWidth = min(title + 2, max(canvas.size.columns / 2, 10))
        var x = canvas.text(" " + marker, at: Point(x: 0, y: 0), style: style)
        // Cut short, a title still keeps two cells before the next column: "Pereira…  Position".
        canvas.text(TextWidth.truncate(item.title, to: titleWidth - 2), at: Point(x: x, y: 0), style: style)
        x += titleWidth
        // Details end before the "›" and a space; one cut short says so with "…".
        let end = canvas.size.columns - (item.accessory == .disclosure ? 3 : 0)
        for (detail, width) in zip(item.details, details) where x < end {
            canvas.text(TextWidth.truncate(detail, to: end - x), at: Point(x: x, y: 0), style: style)
            x += width
        }
        if item.accessory == .disclosure {
            canvas.text("›", at: Point(x: canvas.size.columns - 2, y: 0), style: style)
        }
    }
}
