import TerminalUI

/// Shows the sections of items it is given and reports the item chosen, ticked or highlighted.
/// It never fetches, and knows its items only as what the container says each row shows.
@MainActor
public final class ListController<Item: Equatable>: Screen {
    /// Items under a title, as the list shows them.
    public struct Section {
        public var title: String?
        public var items: [Item]

        public init(_ title: String? = nil, items: [Item]) {
            self.title = title
            self.items = items
        }
    }

    private let list = ListView()
    public private(set) var sections: [Section] = []
    /// What Enter on a row does; with none, the list offers no Enter (its help says what acts).
    public var onChoose: ((Item) -> Void)? {
        didSet {
            list.onSelect = onChoose.map { choose in { [weak self] index in self?.item(at: index).map(choose) } }
        }
    }
    public var onToggle: (Item) -> Void = { _ in }
    public var onHighlight: (Item) -> Void = { _ in }

    public init() {
        super.init(title: "List")
        content = list
        list.onToggle = { [weak self] index in self?.item(at: index).map { self?.onToggle($0) } }
        list.onHighlight = { [weak self] index in self?.item(at: index).map { self?.onHighlight($0) } }
    }

    /// Shows `sections`, each item as `row` draws it.
    public func show(_ sections: [Section], as row: (Item) -> ListItem) {
        self.sections = sections
        list.sections = sections.map { ListSection($0.title, items: $0.items.map(row)) }
    }

    public var highlighted: Item? { list.highlighted.flatMap(item(at:)) }

    /// Moves the highlight to `item`, wherever it is listed.
    public func highlight(_ item: Item) {
        for (section, shown) in sections.enumerated() {
            if let row = shown.items.firstIndex(of: item) {
                return list.highlight(ListIndex(section: section, row: row))
            }
        }
    }

    private func item(at index: ListIndex) -> Item? {
        guard sections.indices.contains(index.section), sections[index.section].items.indices.contains(index.row)
        else { return nil }
        return sections[index.section].items[index.row]
    }
}
