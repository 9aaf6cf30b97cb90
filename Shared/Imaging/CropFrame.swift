import Domain

/// Where the card outline sits on an image being cropped: the largest outline that fits, zoomed
/// in from 1× to 4× (a smaller region), moved in steps, and never outside the image.
public struct CropFrame: Hashable, Sendable {
    public static let zoomRange = 1.0...4.0
    public static let zoomStep = 0.25
    /// How far one move goes, as a share of the image's width or height: a screen's row or more
    /// at 80 × 24, so that every press shows.
    public static let moveStep = 0.05

    public let imageSize: ImageSize
    public private(set) var zoom = 1.0
    private var centreX: Int
    private var centreY: Int
    private let fullOutline: PixelRect?

    public init(imageSize: ImageSize) {
        self.imageSize = imageSize
        fullOutline = CardPhoto.outline(in: imageSize)
        centreX = imageSize.width / 2
        centreY = imageSize.height / 2
    }

    /// The region a photo keeps; `nil` when the image is too small for a card.
    public var outline: PixelRect? {
        guard let fullOutline else { return nil }
        let width = Int(Double(fullOutline.width) / zoom)
        let height = Int(Double(fullOutline.height) / zoom)
        let x = min(max(centreX - width / 2, 0), imageSize.width - width)
        let y = min(max(centreY - height / 2, 0), imageSize.height - height)
        return PixelRect(x: x, y: y, width: width, height: height)
    }

    /// Zooms by `step` (negative zooms out), within `zoomRange`.
    public mutating func zoom(by step: Double) {
        zoom = min(max(zoom + step, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
    }

    /// Whether `zoom(by:)` would change the zoom: not past either end of `zoomRange`.
    public func canZoom(by step: Double) -> Bool {
        var zoomed = self
        zoomed.zoom(by: step)
        return zoomed.zoom != zoom
    }

    /// Whether `move(dx:dy:)` would move the outline: not past the image's edge.
    public func canMove(dx: Int, dy: Int) -> Bool {
        var moved = self
        moved.move(dx: dx, dy: dy)
        return moved.outline != outline
    }

    /// Why `zoom(by: step)` would do nothing, or `nil` when it zooms: the outline is already as
    /// close (zooming in) or as wide (zooming out) as it goes. The key's reason, in every pattern.
    public func zoomUnavailableReason(by step: Double) -> String? {
        guard !canZoom(by: step) else { return nil }
        return step > 0 ? "Already at 4.00×, the closest." : "Already at 1.00×, the widest."
    }

    /// Why `move(dx:dy:)` would do nothing, or `nil` when it moves.
    public func moveUnavailableReason(dx: Int, dy: Int) -> String? {
        canMove(dx: dx, dy: dy) ? nil : "The outline is at the edge of the image."
    }

    /// Why each of the crop's keys would do nothing now, `nil` for one that acts: what every
    /// pattern's screen dims its keys with, worked out once here.
    public struct UnavailableReasons: Equatable, Sendable {
        public let zoomIn: String?
        public let zoomOut: String?
        public let left: String?
        public let right: String?
        public let up: String?
        public let down: String?

        public init(
            zoomIn: String? = nil, zoomOut: String? = nil, left: String? = nil, right: String? = nil, up: String? = nil,
            down: String? = nil
        ) {
            self.zoomIn = zoomIn
            self.zoomOut = zoomOut
            self.left = left
            self.right = right
            self.up = up
            self.down = down
        }
    }

    public var unavailableReasons: UnavailableReasons {
        UnavailableReasons(
            zoomIn: zoomUnavailableReason(by: Self.zoomStep),
            zoomOut: zoomUnavailableReason(by: -Self.zoomStep),
            left: moveUnavailableReason(dx: -1, dy: 0),
            right: moveUnavailableReason(dx: 1, dy: 0),
            up: moveUnavailableReason(dx: 0, dy: -1),
            down: moveUnavailableReason(dx: 0, dy: 1)
        )
    }

    /// Moves the outline `dx` and `dy` steps.
    public mutating func move(dx: Int, dy: Int) {
        guard let outline else { return }
        let stepX = max(Int(Double(imageSize.width) * Self.moveStep), 1)
        let stepY = max(Int(Double(imageSize.height) * Self.moveStep), 1)
        centreX = min(max(centreX + dx * stepX, outline.width / 2), imageSize.width - outline.width / 2)
        centreY = min(max(centreY + dy * stepY, outline.height / 2), imageSize.height - outline.height / 2)
    }
}
