import Foundation
import Synchronization
import Imaging
import TestSupport
import Testing

/// Holding ↓ through a folder of photos: only the last highlighted one's preview is handed back.
@MainActor
@Suite("Previews of the highlighted photo")
struct PreviewLoaderTests {
    private let size = ImageSize(width: 32, height: 24)

    @Test func onlyTheNewestPreviewAskedForIsHandedBack() async throws {
        let directory = try TemporaryDirectory()
        let first = try directory.write(JPEG.encode(TestPictures.gradient(width: 640, height: 480)), to: "first.jpg")
        let second = try directory.write(JPEG.encode(TestPictures.gradient(width: 320, height: 240)), to: "second.jpg")
        let last = try directory.write(JPEG.encode(TestPictures.gradient(width: 160, height: 120)), to: "last.jpg")
        let sut = PreviewLoader(size: size)

        // Asked for in this order, as three ↓ presses would, before the first is decoded.
        // Tasks on the main actor start in the order they are made.
        let asked = [first, second, last].map { path in Task { @MainActor in await sut.load(path: path) } }
        var results: [Result<RGBImage, ImagingError>?] = []
        for request in asked { results.append(await request.value) }

        #expect(results[0] == nil, "left behind")
        #expect(results[1] == nil, "left behind")
        #expect(try results[2]?.get().size == ImageSize(width: 32, height: 24))
    }

    /// A folder highlighted while a photo decodes: its preview is not handed back. The decode is
    /// held until the folder was highlighted, so the order is the test's, not the machine's.
    @Test func aPreviewNoLongerWantedIsNotHandedBack() async throws {
        let started = Mutex(false)
        let gate = DispatchSemaphore(value: 0)
        let sut = PreviewLoader(size: size) { _, size in
            started.withLock { $0 = true }
            gate.wait()
            return RGBImage(width: size.width, height: size.height, filledWith: RGB(red: 1, green: 2, blue: 3))
        }

        let request = Task { @MainActor in await sut.load(path: "photo.jpg") }
        while !started.withLock({ $0 }) { await Task.yield() }
        sut.cancel()
        gate.signal()

        #expect(await request.value == nil, "a folder was highlighted meanwhile")
    }

    @Test func aPhotoThatCannotBeReadSaysWhy() async throws {
        let directory = try TemporaryDirectory()
        let broken = try directory.write(Data("not a photo".utf8), to: "broken.jpg")

        let result = await PreviewLoader(size: size).load(path: broken)

        #expect(result == .failure(.unsupportedFormat))
    }
}
