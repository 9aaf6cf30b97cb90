import Foundation

/// One tile of a thumbnail grid.
public struct GridItem: Hashable, Sendable {
    public var name: String
    public var thumbnail: Data?

    public init(name: String, thumbnail: Data?) {
        self.name = name
        self.thumbnail = thumbnail
    }
}

/// Photos in a grid with their names under them, one tile highlighted. Made for thousands of
/// items: it knows only how many there are, draws the tiles in view, and asks for the ones it
/// has not been given yet (`onNeedItems`), so nothing off screen is loaded or decoded.
@MainActor
public final class ThumbnailGrid: View {
    public static let tileSize = Size(columns: 24, rows: 8)

    public var count: Int {
        didSet {
            count = max(count, 0)
            highlighted = min(highlighted, max(count - 1, 0))
        }
    }
    public private(set) var highlighted = 0
    public var onSelect: (Int) -> Void = { _ in }
    /// Called with the indices in view that have no item yet. Each is asked for once, until the
    /// next `reset` or, after `requestFailed(for:)`, until the next key press.
    public var onNeedItems: (Range<Int>) -> Void = { _ in }
    private var items: [Int: GridItem] = [:]
    /// Asked for and not given yet: never asked twice.
    private var requested: Set<Int> = []
    /// Asked for in vain: asked again after the next key, not at every redraw.
    private var failed: Set<Int> = []
    /// Decoded tiles, kept only for the tiles in view.
    private var images: [Int: ImageView] = [:]
    private var firstRow = 0

    public init(count: Int = 0) {
        self.count = max(count, 0)
    }

    /// Gives the grid items it asked for (or fresher ones).
    public func setItems(_ newItems: [Int: GridItem]) {
        for (index, item) in newItems {
            if items[index]?.thumbnail != item.thumbnail { images[index] = nil }
            items[index] = item
            requested.remove(index)
        }
    }

    /// The items could not be fetched: their tiles stay "…", asked for again after the next key.
    public func requestFailed(for range: Range<Int>) {
        for index in range where requested.remove(index) != nil {
            failed.insert(index)
        }
    }

    /// Forgets every item, e.g. after the data changed.
    public func reset(count: Int) {
        items = [:]
        images = [:]
        requested = []
        failed = []
        self.count = count
    }

    override public var isFocusable: Bool { count > 0 }

    override public func height(forWidth width: Int) -> Int? { nil }

    private var columns: Int { max(frame.width / Self.tileSize.columns, 1) }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let columns = max(canvas.size.columns / Self.tileSize.columns, 1)
        let visibleRows = max(canvas.size.rows / Self.tileSize.rows, 1)
        let highlightedRow = highlighted / columns
        if highlightedRow < firstRow { firstRow = highlightedRow }
        if highlightedRow >= firstRow + visibleRows { firstRow = highlightedRow - visibleRows + 1 }
        let visible = (firstRow * columns)..<min((firstRow + visibleRows) * columns, count)
        let missing = visible.filter { items[$0] == nil && !requested.contains($0) && !failed.contains($0) }
        if let first = missing.first, let last = missing.last {
            requested.formUnion(first...last)
            onNeedItems(first..<(last + 1))
        }
        images = images.filter { visible.contains($0.key) }

        for index in visible {
            let position = index - firstRow * columns
            let tile = canvas.subcanvas(
                Rect(
                    x: (position % columns) * Self.tileSize.columns,
                    y: (position / columns) * Self.tileSize.rows,
                    width: Self.tileSize.columns - 1,
                    height: Self.tileSize.rows - 1
                ))
            drawTile(index, in: tile, context: context)
        }
    }

    private func drawTile(_ index: Int, in tile: Canvas, context: DrawContext) {
        let isHighlighted = index == highlighted
        let nameStyle = isHighlighted ? context.theme.highlight(focused: isFocused) : .plain
        guard let item = items[index] else {
            // Not fetched yet; or it could not be, which it says where it would be.
            let failed = failed.contains(index)
            tile.centredText(
                failed ? "Not loaded" : "…", y: tile.size.rows / 2,
                style: failed ? context.theme.error : context.theme.disabled)
            if failed { tile.centredText("a key retries", y: tile.size.rows / 2 + 1, style: context.theme.disabled) }
            return
        }
        let image =
            images[index] ?? ImageView(source: item.thumbnail.map(ImageView.Source.encoded), placeholder: "No photo")
        images[index] = image
        image.render(
            in: tile.subcanvas(Rect(x: 0, y: 0, width: tile.size.columns, height: tile.size.rows - 1)), context: context
        )
        tile.fill(Rect(x: 0, y: tile.size.rows - 1, width: tile.size.columns, height: 1), style: nameStyle)
        tile.centredText(item.name, y: tile.size.rows - 1, style: nameStyle)
    }

    override public var keyHelp: [KeyHelp] {
        guard count > 0 else { return [] }
        return [
            KeyHelp(
                [.left, .right, .up, .down, .character("h"), .character("l"), .character("k"), .character("j")], "Move"),
            KeyHelp([.home, .end], "First or last card"),
            KeyHelp([.enter], "Open", defersToScreen: true),
        ]
    }

    override public func handle(_ key: Key) -> Bool {
        guard count > 0 else { return false }
        failed = []
        switch key {
        case .left, .character("h"): highlighted = max(highlighted - 1, 0)
        case .right, .character("l"): highlighted = min(highlighted + 1, count - 1)
        case .up, .character("k"): if highlighted >= columns { highlighted -= columns }
        case .down, .character("j"): if highlighted + columns < count { highlighted += columns }
        case .home: highlighted = 0
        case .end: highlighted = count - 1
        case .enter: onSelect(highlighted)
        default: return false
        }
        return true
    }

    override public func click(at point: Point) -> Bool {
        let index = (firstRow + point.y / Self.tileSize.rows) * columns + point.x / Self.tileSize.columns
        guard index < count, point.x / Self.tileSize.columns < columns else { return false }
        highlighted = index
        onSelect(index)
        return true
    }
}
