/// A list too long to fetch whole (10 000 players), one row highlighted. It knows only how many
/// rows there are, draws the rows in view, and asks for the pages in view it has not been given
/// (`onNeedItems`), so nothing off screen is fetched; a row not given yet shows "…". Rows look
/// and keys work as in `ListView`: ↑/↓ (k/j), PgUp/PgDn and Home/End move the highlight; Enter
/// or a click selects; Space toggles (select mode).
@MainActor
public final class PagedListView: View {
    /// How many rows one request asks for: a few screens' worth, so scrolling rarely waits.
    public let pageSize: Int
    public private(set) var count = 0
    /// The highlighted row; 0 when the list is empty.
    public private(set) var highlighted = 0
    public var onSelect: (Int) -> Void = { _ in }
    public var onToggle: (Int) -> Void = { _ in }
    /// Called with a page of rows (`pageSize` from a multiple of it) that is in view and has rows
    /// not given yet. A page is asked for once until the next `reset`.
    public var onNeedItems: (Range<Int>) -> Void = { _ in }
    private var items: [Int: ListItem] = [:]
    private var requestedPages: Set<Int> = []
    private var columns = ListColumns()
    /// The first row shown.
    private var scroll = 0

    public init(pageSize: Int = 100) {
        self.pageSize = max(pageSize, 1)
    }

    /// Starts over with `count` rows and none of them given, e.g. after a reload or a deletion;
    /// the highlight keeps its place as far as the new count allows.
    public func reset(count: Int) {
        items = [:]
        requestedPages = []
        columns = ListColumns()
        self.count = max(count, 0)
        highlighted = min(highlighted, max(self.count - 1, 0))
    }

    /// Gives rows it asked for, or fresher versions of rows it has.
    public func setItems(_ newItems: [Int: ListItem]) {
        for (index, item) in newItems where (0..<count).contains(index) {
            items[index] = item
            columns.include(item)
        }
    }

    /// The row given for `index`, if any.
    public func item(at index: Int) -> ListItem? {
        items[index]
    }

    public func highlight(_ index: Int) {
        guard (0..<count).contains(index) else { return }
        highlighted = index
    }

    override public var isFocusable: Bool { count > 0 }

    override public func height(forWidth width: Int) -> Int? { nil }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let rows = canvas.size.rows
        if highlighted < scroll { scroll = highlighted }
        if highlighted >= scroll + rows { scroll = highlighted - rows + 1 }
        scroll = max(min(scroll, count - rows), 0)
        let visible = scroll..<min(scroll + rows, count)
        requestMissingPages(in: visible)
        for index in visible {
            let line = canvas.subcanvas(Rect(x: 0, y: index - scroll, width: canvas.size.columns, height: 1))
            if let item = items[index] {
                columns.draw(item, highlighted: index == highlighted, focused: isFocused, in: line, context: context)
            } else {
                line.fill(style: index == highlighted ? context.theme.highlight : .plain)
                line.text(" …", at: Point(x: 0, y: 0), style: context.theme.disabled)
            }
        }
        if scroll > 0 { canvas.text("▲", at: Point(x: canvas.size.columns - 1, y: 0), style: context.theme.disabled) }
        if scroll + rows < count { canvas.text("▼", at: Point(x: canvas.size.columns - 1, y: rows - 1), style: context.theme.disabled) }
    }

    private func requestMissingPages(in visible: Range<Int>) {
        guard let first = visible.first, let last = visible.last else { return }
        for page in (first / pageSize)...(last / pageSize) where !requestedPages.contains(page) {
            let rows = (page * pageSize)..<min((page + 1) * pageSize, count)
            guard rows.contains(where: { items[$0] == nil }) else { continue }
            requestedPages.insert(page)
            onNeedItems(rows)
        }
    }

    override public func handle(_ key: Key) -> Bool {
        guard count > 0 else { return false }
        let page = max(frame.height - 1, 1)
        switch key {
        case .up, .character("k"): highlight(highlighted - 1)
        case .down, .character("j"): highlight(highlighted + 1)
        case .pageUp: highlight(max(highlighted - page, 0))
        case .pageDown: highlight(min(highlighted + page, count - 1))
        case .home: highlight(0)
        case .end: highlight(count - 1)
        case .enter: onSelect(highlighted)
        case .character(" "): onToggle(highlighted)
        default: return false
        }
        return true
    }

    override public func click(at point: Point) -> Bool {
        let index = scroll + point.y
        guard (0..<count).contains(index) else { return false }
        highlighted = index
        onSelect(index)
        return true
    }
}
