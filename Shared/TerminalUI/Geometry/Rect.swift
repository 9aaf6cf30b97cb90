/// A rectangle of terminal cells. A photo's rectangles are Domain's `PixelRect`: another unit,
/// so another type.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    public init(origin: Point = Point(x: 0, y: 0), size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.columns, height: size.rows)
    }

    public var size: Size { Size(columns: width, rows: height) }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// Smaller by `dx` on the left and right and `dy` at the top and bottom.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The overlap of two rectangles (empty when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    /// A `size` rectangle centred in this one (clipped to it).
    public func centred(_ size: Size) -> Rect {
        let width = min(size.columns, self.width)
        let height = min(size.rows, self.height)
        return Rect(x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
    }

    /// The first `rows` rows, and the rest.
    public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
        let top = min(max(rows, 0), height)
        return (Rect(x: x, y: y, width: width, height: top), Rect(x: x, y: y + top, width: width, height: height - top))
    }

    /// The last `rows` rows, and the rest above them.
    public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
        let bottom = min(max(rows, 0), height)
        return (
            Rect(x: x, y: y, width: width, height: height - bottom),
            Rect(x: x, y: maxY - bottom, width: width, height: bottom)
        )
    }
}

extension Rect {
    /// The smallest rectangle that holds every one of `points` (at least one).
    static func enclosing(_ points: [Point]) -> Rect {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX + 1, height: (ys.max() ?? 0) - minY + 1)
    }

    /// Whether all of `other` lies inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}
