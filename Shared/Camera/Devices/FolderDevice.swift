import Foundation
import Imaging

/// A camera that "films" the images of a folder (JPEG, PPM, BMP), each held for a few seconds
/// of frames before the next — handy for workshops with real card photos. A folder has no flash.
public actor FolderDevice: CaptureDevice {
    public nonisolated let device: CameraDevice
    private let directory: String
    private let framesPerImage: Int
    private var images: [String] = []
    /// The last preview decoded, so each image is decoded once per size, not once per frame.
    private var cachedPreview: (path: String, size: ImageSize, image: RGBImage)?

    /// - Parameter framesPerImage: how many preview frames show each image.
    public init(directory: String, framesPerImage: Int = 50) {
        self.directory = directory
        self.framesPerImage = max(framesPerImage, 1)
        device = CameraDevice(
            id: "folder:\(directory)", name: "Folder \(URL(fileURLWithPath: directory).lastPathComponent)")
    }

    /// Lists the folder's images, by name.
    public func open() throws(CameraError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .deviceFailed(reason: "cannot read the folder \(directory): \(error.localizedDescription)")
        }
        images =
            names
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
            .map { URL(fileURLWithPath: directory).appendingPathComponent($0).path }
            .filter(ImageFile.isPhoto(atPath:))
        guard !images.isEmpty else {
            throw .deviceFailed(reason: "the folder \(directory) holds no JPEG, PPM or BMP image")
        }
    }

    public func close() {
        images = []
        cachedPreview = nil
    }

    public func previewFrame(number: Int, fitting size: ImageSize) throws(CameraError) -> RGBImage {
        let path = try imagePath(atFrame: number)
        if let cachedPreview, cachedPreview.path == path, cachedPreview.size == size {
            return cachedPreview.image
        }
        let preview = try load(path) { path throws(ImagingError) in try ImageFile.load(path: path, fitting: size) }
        cachedPreview = (path, size, preview)
        return preview
    }

    public func capture(frameNumber: Int, flash: FlashMode) throws(CameraError) -> RGBImage {
        try load(imagePath(atFrame: frameNumber)) { path throws(ImagingError) in try ImageFile.load(path: path) }
    }

    private func imagePath(atFrame number: Int) throws(CameraError) -> String {
        guard !images.isEmpty else { throw .cameraNotStarted }
        return images[(max(number, 0) / framesPerImage) % images.count]
    }

    private func load(_ path: String, with decode: (String) throws(ImagingError) -> RGBImage) throws(CameraError)
        -> RGBImage
    {
        do {
            return try decode(path)
        } catch {
            throw .deviceFailed(reason: "\(URL(fileURLWithPath: path).lastPathComponent): \(error.description)")
        }
    }
}
