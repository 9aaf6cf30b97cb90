/// A rectangle of whole pixels in a photo. Not TerminalUI's `Rect`, which counts terminal cells:
/// two types for two units, so the compiler refuses a pixel rectangle where cells are meant
/// (`ImageView` converts one to the other), and Domain needs no terminal kit.
public struct PixelRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
}
