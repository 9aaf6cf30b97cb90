/// Width and height in pixels.
public struct ImageSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var pixelCount: Int { width * height }

    public var description: String { "\(width) × \(height)" }

    /// The largest size with this one's aspect that fits inside `bounds`, at least 1 × 1.
    public func fitted(into bounds: ImageSize) -> ImageSize {
        guard width > 0, height > 0 else { return ImageSize(width: 1, height: 1) }
        let scale = min(Double(bounds.width) / Double(width), Double(bounds.height) / Double(height))
        return ImageSize(
            width: max(1, Int((Double(width) * scale).rounded())),
            height: max(1, Int((Double(height) * scale).rounded()))
        )
    }
}
