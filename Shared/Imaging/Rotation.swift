/// A clockwise turn in quarter turns, named in degrees as cameras report how they were held.
public enum Rotation: Int, CaseIterable, Hashable, Sendable {
    case degrees0 = 0
    case degrees90 = 90
    case degrees180 = 180
    case degrees270 = 270
}

extension RGBImage {
    /// The image turned clockwise by `rotation`.
    public func rotated(by rotation: Rotation) -> RGBImage {
        switch rotation {
        case .degrees0:
            self
        case .degrees90:
            RGBImage(width: height, height: width) { x, y in self[y, height - 1 - x] }
        case .degrees180:
            RGBImage(width: width, height: height) { x, y in self[width - 1 - x, height - 1 - y] }
        case .degrees270:
            RGBImage(width: height, height: width) { x, y in self[width - 1 - y, x] }
        }
    }
}
