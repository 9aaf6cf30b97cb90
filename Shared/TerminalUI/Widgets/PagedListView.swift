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
    public private(set) var highlighted = 0 {
        didSet { if highlighted != oldValue { onHighlight(highlighted) } }
    }
    /// Called when the highlight moves to another row.
    public var onHighlight: (Int) -> Void = { _ in }
    public var onSelect: (Int) -> Void = { _ in }
    public var onToggle: (Int) -> Void = { _ in }
    /// Called with a page of rows — `k·pageSize ..< min((k+1)·pageSize, count)` — that is in view
    /// and has rows not given yet. A page is asked for once, until the next `reset` or, after
    /// `requestFailed(for:)`, until the next key press.
    public var onNeedItems: (Range<Int>) -> Void = { _ in }
    private var items: [Int: ListItem] = [:]
    private var requestedPages: Set<Int> = []
    /// Pages whose request failed: asked for again after the next key, not at every redraw (a
    /// dead server would otherwise be asked in a loop).
    private var failedPages: Set<Int> = []
    /// Measured on every row given since the list was made: columns only widen, so rows on
    /// screen do not shift as pages come and go.
    private var columns = ListColumns()
    /// The first row shown.
    private var scroll = 0

    public init(pageSize: Int = 100) {
        self.pageSize = max(pageSize, 1)
    }

    /// Starts over with `count` rows and none of them given, e.g. after a reload or a deletion;
    /// the highlight keeps its place as far as the new count allows, the columns their widths.
    public func reset(count: Int) {
        items = [:]
        requestedPages = []
        failedPages = []
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

    /// The rows could not be fetched: they stay "…", and are asked for again after the next key.
    public func requestFailed(for rows: Range<Int>) {
        guard let first = rows.first, let last = rows.last, first >= 0 else { return }
        for page in (first / pageSize)...(last / pageSize) where requestedPages.remove(page) != nil {
            failedPages.insert(page)
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
                // A row not fetched yet: highlighted as a real row would be. One whose page
                // could not be fetched says so, and how to try again, where it would be.
                let failed = failedPages.contains(index / pageSize)
                let style =
                    index == highlighted
                    ? context.theme.highlight(focused: isFocused)
                    : failed ? context.theme.error : context.theme.disabled
                line.fill(style: style)
                line.text(failed ? " Not loaded: press a key to try again" : " …", at: Point(x: 0, y: 0), style: style)
            }
        }
        if scroll > 0 { canvas.text("▲", at: Point(x: canvas.size.columns - 1, y: 0), style: context.theme.disabled) }
        if scroll + rows < count {
            canvas.text("▼", at: Point(x: canvas.size.columns - 1, y: rows - 1), style: context.theme.disabled)
        }
    }

    private func requestMissingPages(in visible: Range<Int>) {
        guard let first = visible.first, let last = visible.last else { return }
        for page in (first / pageSize)...(last / pageSize)
        where !requestedPages.contains(page) && !failedPages.contains(page) {
            let start = page * pageSize
            let rows = start..<(start + min(pageSize, count - start))
            guard rows.contains(where: { items[$0] == nil }) else { continue }
            requestedPages.insert(page)
            onNeedItems(rows)
        }
    }

    /// What Space does on the list's tickable rows, if it has any.
    private var spaceAction: String? { items.values.lazy.compactMap(\.accessory.spaceAction).first }
    private var isTickable: Bool { spaceAction != nil }

    override public var keyHelp: [KeyHelp] {
        guard count > 0 else { return [] }
        return ListColumns.keyHelp(space: spaceAction)
    }

    override public func handle(_ key: Key) -> Bool {
        guard count > 0 else { return false }
        failedPages = []
        let page = max(frame.height - 1, 1)
        switch key {
        case .up, .character("k"): highlight(highlighted - 1)
        case .down, .character("j"): highlight(highlighted + 1)
        case .pageUp: highlight(highlighted - min(page, highlighted))
        case .pageDown: highlight(highlighted + min(page, count - 1 - highlighted))
        case .home: highlight(0)
        case .end: highlight(count - 1)
        case .enter: onSelect(highlighted)
        case .character(" ") where isTickable: onToggle(highlighted)
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
