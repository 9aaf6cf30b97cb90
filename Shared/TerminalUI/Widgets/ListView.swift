/// One row of a list.
public struct ListItem: Hashable, Sendable {
    public enum Accessory: Hashable, Sendable {
        case none
        /// A choice list's current value: "✓".
        case checkmark(Bool)
        /// Select mode: "[x]" / "[ ]".
        case checkbox(Bool)
        /// Opens something: "›".
        case disclosure
    }

    public var title: String
    /// Further columns, e.g. "Position: Goalkeeper".
    public var details: [String]
    public var accessory: Accessory

    public init(_ title: String, details: [String] = [], accessory: Accessory = .none) {
        self.title = title
        self.details = details
        self.accessory = accessory
    }
}

/// A titled group of rows.
public struct ListSection: Hashable, Sendable {
    public var title: String?
    public var items: [ListItem]

    public init(_ title: String? = nil, items: [ListItem]) {
        self.title = title
        self.items = items
    }
}

/// A row's place: which section, which row in it.
public struct ListIndex: Hashable, Sendable {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}

/// A scrolling list with section headings, one row highlighted. ↑/↓ (k/j), PgUp/PgDn and
/// Home/End move the highlight; Enter or a click selects; Space toggles (select mode).
@MainActor
public final class ListView: View {
    public var sections: [ListSection] {
        didSet { highlighted = clamped(highlighted) }
    }
    public private(set) var highlighted: ListIndex?
    public var onSelect: (ListIndex) -> Void = { _ in }
    public var onToggle: (ListIndex) -> Void = { _ in }
    public var onHighlight: (ListIndex) -> Void = { _ in }
    /// The first line shown.
    private var scroll = 0

    public init(sections: [ListSection] = []) {
        self.sections = sections
        super.init()
        highlighted = clamped(nil)
    }

    override public var isFocusable: Bool { !indices.isEmpty }

    override public func height(forWidth width: Int) -> Int? { nil }

    public func highlight(_ index: ListIndex) {
        guard indices.contains(index) else { return }
        highlighted = index
        onHighlight(index)
    }

    /// Every row, in order.
    public var indices: [ListIndex] {
        sections.enumerated().flatMap { section, content in
            content.items.indices.map { ListIndex(section: section, row: $0) }
        }
    }

    private enum Line: Equatable {
        case heading(String)
        case row(ListIndex)
    }

    /// What is drawn, line by line: section headings and rows.
    private var lines: [Line] {
        sections.enumerated().flatMap { section, content in
            (content.title.map { [Line.heading($0)] } ?? [])
                + content.items.indices.map { Line.row(ListIndex(section: section, row: $0)) }
        }
    }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let lines = lines
        let rows = canvas.size.rows
        if let highlighted, let position = lines.firstIndex(of: .row(highlighted)) {
            // Keep the highlighted row in view, with its section heading when it is just above.
            if position < scroll {
                scroll = position > 0 && isHeading(lines[position - 1]) ? position - 1 : position
            }
            if position >= scroll + rows { scroll = position - rows + 1 }
        }
        scroll = min(scroll, max(lines.count - rows, 0))
        let titleWidth = titleColumnWidth(for: canvas.size.columns)
        let detailWidths = detailColumnWidths
        for (y, line) in lines.dropFirst(scroll).prefix(rows).enumerated() {
            switch line {
            case .heading(let title):
                canvas.text(title, at: Point(x: 0, y: y), style: context.theme.heading)
            case .row(let index):
                let row = canvas.subcanvas(Rect(x: 0, y: y, width: canvas.size.columns, height: 1))
                drawRow(
                    sections[index.section].items[index.row],
                    highlighted: index == highlighted,
                    in: row,
                    columns: (titleWidth, detailWidths),
                    context: context
                )
            }
        }
        if scroll > 0 { canvas.text("▲", at: Point(x: canvas.size.columns - 1, y: 0), style: context.theme.disabled) }
        if scroll + rows < lines.count { canvas.text("▼", at: Point(x: canvas.size.columns - 1, y: rows - 1), style: context.theme.disabled) }
    }

    private func isHeading(_ line: Line) -> Bool {
        if case .heading = line { return true }
        return false
    }

    private func titleColumnWidth(for width: Int) -> Int {
        let widest = sections.flatMap(\.items).map { TextWidth.of($0.title) }.max() ?? 0
        return min(widest + 2, max(width / 2, 10))
    }

    /// Each detail column as wide as its widest entry, so details line up from row to row.
    private var detailColumnWidths: [Int] {
        var widths: [Int] = []
        for item in sections.flatMap(\.items) {
            for (column, detail) in item.details.enumerated() {
                let width = TextWidth.of(detail) + 3
                if column < widths.count { widths[column] = max(widths[column], width) } else { widths.append(width) }
            }
        }
        return widths
    }

    private func drawRow(_ item: ListItem, highlighted: Bool, in canvas: Canvas, columns: (title: Int, details: [Int]), context: DrawContext) {
        let style = highlighted ? (isFocused ? context.theme.highlight : Style.plain.reversed()) : .plain
        canvas.fill(style: style)
        let marker: String = switch item.accessory {
        case .none, .disclosure: ""
        case .checkmark(let on): on ? "✓ " : "  "
        case .checkbox(let on): on ? "[x] " : "[ ] "
        }
        var x = canvas.text(" " + marker, at: Point(x: 0, y: 0), style: style)
        canvas.text(TextWidth.truncate(item.title, to: columns.title), at: Point(x: x, y: 0), style: style)
        x += columns.title
        for (detail, width) in zip(item.details, columns.details) {
            canvas.text(detail, at: Point(x: x, y: 0), style: style)
            x += width
        }
        if item.accessory == .disclosure {
            canvas.text("›", at: Point(x: canvas.size.columns - 2, y: 0), style: style)
        }
    }

    override public func handle(_ key: Key) -> Bool {
        let all = indices
        guard let current = highlighted, let position = all.firstIndex(of: current) else { return false }
        let page = max(frame.height - 1, 1)
        switch key {
        case .up, .character("k"): move(to: position - 1, in: all)
        case .down, .character("j"): move(to: position + 1, in: all)
        case .pageUp: move(to: max(position - page, 0), in: all)
        case .pageDown: move(to: min(position + page, all.count - 1), in: all)
        case .home: move(to: 0, in: all)
        case .end: move(to: all.count - 1, in: all)
        case .enter: onSelect(current)
        case .character(" "): onToggle(current)
        default: return false
        }
        return true
    }

    override public func click(at point: Point) -> Bool {
        let lines = lines
        let line = scroll + point.y
        guard line < lines.count, case .row(let index) = lines[line] else { return false }
        highlight(index)
        onSelect(index)
        return true
    }

    /// Moves the highlight; past either end it stays put (and the key is still used, so the
    /// focus does not jump away from the list).
    private func move(to position: Int, in all: [ListIndex]) {
        guard all.indices.contains(position) else { return }
        highlight(all[position])
    }

    private func clamped(_ index: ListIndex?) -> ListIndex? {
        let all = indices
        guard let index else { return all.first }
        if all.contains(index) { return index }
        // The same position after a change, or the last row.
        return all.last { $0.section < index.section || ($0.section == index.section && $0.row <= index.row) } ?? all.first
    }
}
