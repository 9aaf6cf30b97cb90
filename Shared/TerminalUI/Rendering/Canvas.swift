/// Where a view draws: a rectangle of the frame's cells. Coordinates are relative to the
/// canvas; anything outside it is clipped, so a view cannot draw over its neighbours.
public struct Canvas {
    final class Surface {
        var grid: CellGrid
        /// Set when something drawn moves with time, so the app keeps redrawing.
        var isAnimated = false
        init(size: Size) { grid = CellGrid(size: size) }
    }

    let surface: Surface
    /// The canvas in frame coordinates.
    public let frame: Rect

    init(surface: Surface, frame: Rect) {
        self.surface = surface
        self.frame = frame.intersection(Rect(size: surface.grid.size))
    }

    public var size: Size { frame.size }
    public var bounds: Rect { Rect(size: size) }

    /// A canvas for the part of this one in `rect` (relative to this one).
    public func subcanvas(_ rect: Rect) -> Canvas {
        let absolute = Rect(x: frame.x + rect.x, y: frame.y + rect.y, width: rect.width, height: rect.height)
        return Canvas(surface: surface, frame: absolute.intersection(frame))
    }

    /// Asks for the frame to be redrawn ten times a second while this stays on screen.
    public func requestAnimation() {
        surface.isAnimated = true
    }

    /// Fills `rect` (the whole canvas by default) with blanks in `style`.
    public func fill(_ rect: Rect? = nil, style: Style = .plain) {
        let area = (rect ?? bounds).intersection(bounds)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                put(Cell(" ", style: style), at: Point(x: x, y: y))
            }
        }
    }

    /// Writes `text` from `point` on one line, clipped at the canvas edge (or at `width` cells).
    /// Returns how many cells it took.
    @discardableResult
    public func text(_ text: String, at point: Point, style: Style = .plain, width: Int? = nil) -> Int {
        let limit = min(width.map { point.x + $0 } ?? size.columns, size.columns)
        var x = point.x
        for character in text {
            let cellWidth = TextWidth.of(character)
            guard cellWidth > 0 else { continue }
            guard x + cellWidth <= limit else {
                // A wide character that does not fit leaves a blank, not half a glyph.
                if x < limit { put(Cell(" ", style: style), at: Point(x: x, y: point.y)) }
                x += 1
                break
            }
            if x >= 0 {
                put(Cell(String(character), style: style), at: Point(x: x, y: point.y))
                if cellWidth == 2 { put(.continuation(style: style), at: Point(x: x + 1, y: point.y)) }
            }
            x += cellWidth
        }
        return max(min(x, limit) - point.x, 0)
    }

    /// Writes `text` centred on row `y`.
    public func centredText(_ text: String, y: Int, style: Style = .plain) {
        let cut = TextWidth.truncate(text, to: size.columns)
        self.text(cut, at: Point(x: (size.columns - TextWidth.of(cut)) / 2, y: y), style: style)
    }

    /// Sets one cell, keeping wide characters whole: overwriting half of one blanks the other half.
    public func put(_ cell: Cell, at point: Point) {
        guard bounds.contains(point) else { return }
        let x = frame.x + point.x
        let y = frame.y + point.y
        // Read single cells, never the grid itself: holding a copy would make every write copy it all.
        let replaced = surface.grid[x, y]
        if replaced.isContinuation, x > 0, !cell.isContinuation {
            surface.grid[x - 1, y] = Cell(" ", style: surface.grid[x - 1, y].style)
        }
        if !replaced.isContinuation, x + 1 < surface.grid.size.columns, surface.grid[x + 1, y].isContinuation,
            TextWidth.of(cell.text) < 2
        {
            surface.grid[x + 1, y] = Cell(" ", style: surface.grid[x + 1, y].style)
        }
        surface.grid[x, y] = cell
    }

    /// A box outline around the canvas, with an optional title in its top edge.
    public func box(style: Style, title: String? = nil) {
        guard size.columns >= 2, size.rows >= 2 else { return }
        let inner = size.columns - 2
        text("┌" + String(repeating: "─", count: inner) + "┐", at: Point(x: 0, y: 0), style: style)
        for y in 1..<(size.rows - 1) {
            text("│", at: Point(x: 0, y: y), style: style)
            text("│", at: Point(x: size.columns - 1, y: y), style: style)
        }
        text("└" + String(repeating: "─", count: inner) + "┘", at: Point(x: 0, y: size.rows - 1), style: style)
        if let title, !title.isEmpty {
            text(" " + TextWidth.truncate(title, to: inner - 2) + " ", at: Point(x: 2, y: 0), style: style.bold())
        }
    }
}
