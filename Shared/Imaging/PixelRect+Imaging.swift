import Domain

extension PixelRect {
    public var size: ImageSize { ImageSize(width: width, height: height) }

    /// The part of this rectangle inside an image of `size` starting at (0, 0).
    func clamped(to size: ImageSize) -> PixelRect {
        let x = min(max(self.x, 0), size.width)
        let y = min(max(self.y, 0), size.height)
        return PixelRect(
            x: x, y: y, width: max(min(maxX, size.width) - x, 0), height: max(min(maxY, size.height) - y, 0))
    }
}
