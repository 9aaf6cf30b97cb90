/// Values side by side, one chosen in each column ("10 min" | "30 sec"): ←/→ or Tab switch
/// column, ↑/↓ change the value, Enter is Done, Esc is Cancel.
@MainActor
public final class ColumnPicker: Modal {
    public let title: String
    public let columns: [[String]]
    public private(set) var selection: [Int]
    public private(set) var focusedColumn = 0
    private let onDone: ([Int]) -> Void
    private let onCancel: () -> Void

    private static let visibleValues = 5
    private static let hint = "Enter Done   Esc Cancel"

    public init(
        title: String, columns: [[String]], selection: [Int], onDone: @escaping ([Int]) -> Void,
        onCancel: @escaping () -> Void = {}
    ) {
        self.title = title
        // At least one column, and a value in each, so every key has something to act on.
        let columns = columns.isEmpty ? [[""]] : columns.map { $0.isEmpty ? [""] : $0 }
        self.columns = columns
        self.selection = zip(columns, selection + Array(repeating: 0, count: max(columns.count - selection.count, 0)))
            .map { values, index in min(max(index, 0), max(values.count - 1, 0)) }
        self.onDone = onDone
        self.onCancel = onCancel
    }

    override public var keyHelp: [KeyHelp] {
        [
            KeyHelp([.left, .right, .character("h"), .character("l"), .tab, .backTab], "Other column"),
            KeyHelp([.up, .down, .character("k"), .character("j")], "Change the value"),
            KeyHelp([.enter], "Done"),
            KeyHelp([.escape], "Cancel"),
        ]
    }

    private var columnWidth: Int { (columns.flatMap { $0 }.map(TextWidth.of).max() ?? 4) + 4 }

    override public func size(in screen: Size) -> Size {
        let widest = max(columnWidth * columns.count, TextWidth.of(title) + 2, TextWidth.of(Self.hint)) + 4
        return Size(columns: min(widest, screen.columns - 2), rows: Self.visibleValues + 4)
    }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        canvas.fill()
        canvas.box(style: context.theme.frame, title: title)
        let left = (canvas.size.columns - columnWidth * columns.count) / 2
        for (column, values) in columns.enumerated() {
            let middle = Self.visibleValues / 2
            for offset in -middle...middle {
                let index = selection[column] + offset
                guard values.indices.contains(index) else { continue }
                let chosen = offset == 0
                let style: Style =
                    chosen ? context.theme.highlight(focused: column == focusedColumn) : context.theme.disabled
                let cell = canvas.subcanvas(
                    Rect(x: left + column * columnWidth, y: 1 + middle + offset, width: columnWidth - 1, height: 1))
                cell.fill(style: chosen ? style : .plain)
                cell.centredText(values[index], y: 0, style: style)
            }
        }
        canvas.centredText(Self.hint, y: canvas.size.rows - 2, style: context.theme.disabled)
    }

    override public func handle(_ key: Key) -> Bool {
        switch key {
        case .left, .backTab, .character("h"): focusedColumn = max(focusedColumn - 1, 0)
        case .right, .tab, .character("l"): focusedColumn = min(focusedColumn + 1, columns.count - 1)
        case .up, .character("k"): selection[focusedColumn] = max(selection[focusedColumn] - 1, 0)
        case .down, .character("j"):
            selection[focusedColumn] = min(selection[focusedColumn] + 1, columns[focusedColumn].count - 1)
        case .enter: dismiss { onDone(selection) }
        case .escape: dismiss { onCancel() }
        default: break
        }
        return true
    }
}
