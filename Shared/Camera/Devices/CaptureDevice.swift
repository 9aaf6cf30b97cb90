import Imaging

/// The capture technology's seam: a source of pictures. The test pattern and a folder of images
/// implement it here; a V4L2 webcam would too (open the device node, read frames, close it),
/// and nothing above this protocol would change.
public protocol CaptureDevice: Sendable {
    var device: CameraDevice { get }
    /// Gets the device ready to deliver frames (a webcam opens its device node here).
    func open() async throws(CameraError)
    func close() async
    /// Frame `number` of the live picture, fitted into `size`.
    func previewFrame(number: Int, fitting size: ImageSize) async throws(CameraError) -> RGBImage
    /// The full-resolution picture at frame `number`; the device decides what `flash` does.
    func capture(frameNumber: Int, flash: FlashMode) async throws(CameraError) -> RGBImage
}
