import TerminalUI

/// Shows a long list of which only some rows are loaded: it asks for the rows that come into
/// view and shows those it is given, by position, and reports the row chosen or ticked. It
/// never fetches: whoever hears `onNeedRows` does.
@MainActor
public final class PagedListController<Item>: Screen {
    private let list = PagedListView()
    /// The items given so far, by position in the list.
    public private(set) var items: [Int: Item] = [:]
    public var onNeedRows: (Range<Int>) -> Void = { _ in }
    public var onChoose: (Int) -> Void = { _ in }
    public var onToggle: (Int) -> Void = { _ in }

    public init() {
        super.init(title: "Paged list")
        content = list
        list.onNeedItems = { [weak self] rows in self?.onNeedRows(rows) }
        list.onSelect = { [weak self] row in self?.onChoose(row) }
        list.onToggle = { [weak self] row in self?.onToggle(row) }
    }

    public var count: Int { list.count }
    public var pageSize: Int { list.pageSize }
    public var highlighted: Int { list.highlighted }

    public func highlight(_ row: Int) {
        list.highlight(row)
    }

    /// Starts over with `count` rows, none loaded: it asks for those in view.
    public func reset(count: Int) {
        items = [:]
        list.reset(count: count)
    }

    /// Shows `items` in their rows, each as `row` draws it.
    public func show(_ newItems: [Int: Item], as row: (Item) -> ListItem) {
        items.merge(newItems) { _, new in new }
        list.setItems(newItems.mapValues(row))
    }

    /// The rows that could not be loaded, which it asks for again when they come into view.
    public func rowsFailed(_ rows: Range<Int>) {
        list.requestFailed(for: rows)
    }
}
