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

        /// What Space does on such a row, for the help: a checkmark is one choice among the
        /// rows (Space chooses it, never unticks it), a checkbox one tick of many.
        var spaceAction: String? {
            switch self {
            case .checkmark: "Choose"
            case .checkbox: "Tick or untick"
            case .none, .disclosure: nil
            }
        }

        /// Whether Space ticks the row.
        var isTickable: Bool { spaceAction != nil }
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
///
/// It holds every row it shows; a draw touches only the rows in view, a key press does
/// arithmetic on section sizes, and the columns are measured once per change of rows. A list too
/// long to fetch whole is a `PagedListView`.
@MainActor
public final class ListView: View {
    public var sections: [ListSection] {
        didSet {
            columns = ListColumns(measuring: sections.lazy.flatMap(\.items))
            highlighted = clamped(highlighted)
        }
    }
    public private(set) var highlighted: ListIndex?
    /// Enter or a click on a row; `nil` where a row opens nothing (the help then offers no Enter).
    public var onSelect: ((ListIndex) -> Void)?
    public var onToggle: (ListIndex) -> Void = { _ in }
    public var onHighlight: (ListIndex) -> Void = { _ in }
    /// The first line shown.
    private var scroll = 0
    private var columns: ListColumns

    public init(sections: [ListSection] = []) {
        self.sections = sections
        columns = ListColumns(measuring: sections.lazy.flatMap(\.items))
        super.init()
        highlighted = clamped(nil)
    }

    override public var isFocusable: Bool { rowCount > 0 }

    override public func height(forWidth width: Int) -> Int? { nil }

    public func highlight(_ index: ListIndex) {
        guard contains(index) else { return }
        highlighted = index
        onHighlight(index)
    }

    /// Every row, in order.
    public var indices: [ListIndex] {
        sections.enumerated().flatMap { section, content in
            content.items.indices.map { ListIndex(section: section, row: $0) }
        }
    }

    private var rowCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    private func contains(_ index: ListIndex) -> Bool {
        sections.indices.contains(index.section) && sections[index.section].items.indices.contains(index.row)
    }

    /// A row's place among all rows, counted from 0.
    private func position(of index: ListIndex) -> Int {
        sections.prefix(index.section).reduce(0) { $0 + $1.items.count } + index.row
    }

    /// The row at a place among all rows; `nil` past the end.
    private func index(atPosition position: Int) -> ListIndex? {
        var remaining = position
        for (section, content) in sections.enumerated() {
            if remaining < content.items.count { return ListIndex(section: section, row: remaining) }
            remaining -= content.items.count
        }
        return nil
    }

    private enum Line: Equatable {
        case heading(String)
        case row(ListIndex)
    }

    private var lineCount: Int { sections.reduce(0) { $0 + ($1.title == nil ? 0 : 1) + $1.items.count } }

    /// The line a row is drawn on, headings counted.
    private func line(of index: ListIndex) -> Int {
        sections.prefix(index.section).reduce(0) { $0 + ($1.title == nil ? 0 : 1) + $1.items.count }
            + (sections[index.section].title == nil ? 0 : 1) + index.row
    }

    /// What is drawn on a line: a section heading or a row; `nil` past the end.
    private func content(ofLine line: Int) -> Line? {
        var remaining = line
        for (section, content) in sections.enumerated() {
            if let title = content.title {
                if remaining == 0 { return .heading(title) }
                remaining -= 1
            }
            if remaining < content.items.count { return .row(ListIndex(section: section, row: remaining)) }
            remaining -= content.items.count
        }
        return nil
    }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let rows = canvas.size.rows
        let lineCount = lineCount
        if let highlighted {
            // Keep the highlighted row in view, with its section heading when it is just above.
            let position = line(of: highlighted)
            if position < scroll {
                scroll = position > 0 && isHeading(content(ofLine: position - 1)) ? position - 1 : position
            }
            if position >= scroll + rows { scroll = position - rows + 1 }
        }
        scroll = min(scroll, max(lineCount - rows, 0))
        for y in 0..<min(rows, lineCount - scroll) {
            switch content(ofLine: scroll + y) {
            case .heading(let title):
                canvas.text(title, at: Point(x: 0, y: y), style: context.theme.heading)
            case .row(let index):
                columns.draw(
                    sections[index.section].items[index.row],
                    highlighted: index == highlighted,
                    focused: isFocused,
                    in: canvas.subcanvas(Rect(x: 0, y: y, width: canvas.size.columns, height: 1)),
                    context: context
                )
            case nil:
                break
            }
        }
        if scroll > 0 { canvas.text("▲", at: Point(x: canvas.size.columns - 1, y: 0), style: context.theme.disabled) }
        if scroll + rows < lineCount {
            canvas.text("▼", at: Point(x: canvas.size.columns - 1, y: rows - 1), style: context.theme.disabled)
        }
    }

    private func isHeading(_ line: Line?) -> Bool {
        if case .heading = line { return true }
        return false
    }

    /// What Space does on the list's tickable rows, if it has any.
    private var spaceAction: String? { sections.lazy.flatMap(\.items).compactMap(\.accessory.spaceAction).first }
    private var isTickable: Bool { spaceAction != nil }

    override public var keyHelp: [KeyHelp] {
        guard let current = highlighted, contains(current) else { return [] }
        return ListColumns.keyHelp(space: spaceAction, opens: onSelect != nil)
    }

    override public func handle(_ key: Key) -> Bool {
        guard let current = highlighted, contains(current) else { return false }
        let position = position(of: current)
        let last = rowCount - 1
        let page = max(frame.height - 1, 1)
        switch key {
        case .up, .character("k"): move(to: position - 1)
        case .down, .character("j"): move(to: position + 1)
        case .pageUp: move(to: max(position - page, 0))
        case .pageDown: move(to: min(position + page, last))
        case .home: move(to: 0)
        case .end: move(to: last)
        case .enter:
            guard let onSelect else { return false }
            onSelect(current)
        case .character(" ") where isTickable: onToggle(current)
        default: return false
        }
        return true
    }

    override public func click(at point: Point) -> Bool {
        guard case .row(let index) = content(ofLine: scroll + point.y) else { return false }
        highlight(index)
        onSelect?(index)
        return true
    }

    /// Moves the highlight; past either end it stays put (and the key is still used, so the
    /// focus does not jump away from the list).
    private func move(to position: Int) {
        guard position >= 0, let index = index(atPosition: position) else { return }
        highlight(index)
    }

    private func clamped(_ index: ListIndex?) -> ListIndex? {
        guard let index else { return self.index(atPosition: 0) }
        if contains(index) { return index }
        // The same position after a change, or the last row.
        for section in stride(from: min(index.section, sections.count - 1), through: 0, by: -1)
        where !sections[section].items.isEmpty {
            let row =
                section == index.section
                ? min(index.row, sections[section].items.count - 1) : sections[section].items.count - 1
            return ListIndex(section: section, row: row)
        }
        return self.index(atPosition: 0)
    }
}
