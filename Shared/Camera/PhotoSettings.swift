import Imaging

/// How a photo is taken and encoded.
public struct PhotoSettings: Hashable, Sendable {
    public var format: PhotoFormat
    public var flash: FlashMode
    /// How the photo is turned, clockwise, before it is encoded.
    public var rotation: Rotation

    public init(format: PhotoFormat = .jpeg(quality: 90), flash: FlashMode = .off, rotation: Rotation = .degrees0) {
        self.format = format
        self.flash = flash
        self.rotation = rotation
    }
}
