/// The shape every loyalty card shares: ISO/IEC 7810 ID-1, and the size a card photo is saved at.
public enum CardGeometry {
    public static let widthInMillimetres = 85.60
    public static let heightInMillimetres = 53.98
    /// Width over height, ≈ 1.586.
    public static let aspectRatio = widthInMillimetres / heightInMillimetres

    /// A saved photo is the region inside the card outline, resized to this many pixels.
    public static let photoWidth = 600
    public static let photoHeight = 378

    /// The largest card outline that fits, centred, inside a `width` × `height` frame
    /// while keeping `margin` units free on every side; `nil` when nothing fits.
    public static func outline(fittingWidth width: Int, height: Int, margin: Int) -> PixelRect? {
        let availableWidth = width - 2 * margin
        let availableHeight = height - 2 * margin
        guard margin >= 0, availableWidth > 0, availableHeight > 0 else { return nil }

        let frameIsWiderThanCard = Double(availableWidth) / Double(availableHeight) > aspectRatio
        let outlineWidth =
            frameIsWiderThanCard
            ? Int((Double(availableHeight) * aspectRatio).rounded())
            : availableWidth
        let outlineHeight =
            frameIsWiderThanCard
            ? availableHeight
            : Int((Double(availableWidth) / aspectRatio).rounded())
        guard outlineWidth > 0, outlineHeight > 0 else { return nil }

        return PixelRect(
            x: (width - outlineWidth) / 2,
            y: (height - outlineHeight) / 2,
            width: outlineWidth,
            height: outlineHeight
        )
    }
}
