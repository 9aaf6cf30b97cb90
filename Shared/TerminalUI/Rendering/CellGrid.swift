/// A screenful of cells: what a frame looks like. Backends draw it; tests read it back.
public struct CellGrid: Hashable, Sendable {
    public private(set) var size: Size
    private var cells: [Cell]

    public init(size: Size) {
        self.size = Size(columns: max(size.columns, 0), rows: max(size.rows, 0))
        cells = Array(repeating: .blank, count: self.size.columns * self.size.rows)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.columns + x] }
        set { cells[y * size.columns + x] = newValue }
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < size.columns && point.y < size.rows
    }

    /// Row `y` as text, trailing blanks removed.
    public func line(_ y: Int) -> String {
        var text = ""
        for x in 0..<size.columns { text += self[x, y].text }
        return String(text.reversed().drop { $0 == " " }.reversed())
    }

    /// The whole grid as text, one line per row: what a snapshot compares.
    public var text: String {
        (0..<size.rows).map(line).joined(separator: "\n")
    }

    /// The cells that differ from `previous` (all of them when the size changed), row by row.
    func changes(since previous: CellGrid?) -> [(point: Point, cell: Cell)] {
        var changes: [(point: Point, cell: Cell)] = []
        for y in 0..<size.rows {
            for x in 0..<size.columns {
                let cell = self[x, y]
                if previous?.size != size || previous?[x, y] != cell {
                    changes.append((Point(x: x, y: y), cell))
                }
            }
        }
        return changes
    }
}
