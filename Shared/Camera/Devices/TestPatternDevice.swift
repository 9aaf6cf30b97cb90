import Imaging

/// A camera with no hardware: it films `TestPatternScene`. Deterministic, so tests and
/// screenshots can depend on what it shows; the default camera of the apps.
public struct TestPatternDevice: CaptureDevice {
    public let device = CameraDevice(id: "test-pattern", name: "Test Pattern")
    /// The size of a photo.
    public let resolution: ImageSize

    public init(resolution: ImageSize = ImageSize(width: 1280, height: 720)) {
        self.resolution = resolution
    }

    public func open() {}

    public func close() {}

    public func previewFrame(number: Int, fitting size: ImageSize) -> RGBImage {
        TestPatternScene(number: number).render(size: resolution.fitted(into: size), flash: false)
    }

    public func capture(frameNumber: Int, flash: FlashMode) -> RGBImage {
        let scene = TestPatternScene(number: frameNumber)
        let fires =
            switch flash {
            case .off: false
            case .on: true
            case .auto: scene.ambientLight < TestPatternScene.dimLight
            }
        return scene.render(size: resolution, flash: fires)
    }
}
