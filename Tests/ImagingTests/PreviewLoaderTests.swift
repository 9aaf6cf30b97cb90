import Foundation
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
        let asked = [first, second, last].map { path in Task { await sut.load(path: path) } }
        var results: [Result<RGBImage, ImagingError>?] = []
        for request in asked { results.append(await request.value) }

        #expect(results[0] == nil, "left behind")
        #expect(results[1] == nil, "left behind")
        #expect(try results[2]?.get().size == ImageSize(width: 32, height: 24))
    }

    @Test func aPreviewNoLongerWantedIsNotHandedBack() async throws {
        let directory = try TemporaryDirectory()
        let photo = try directory.write(JPEG.encode(TestPictures.gradient(width: 640, height: 480)), to: "photo.jpg")
        let sut = PreviewLoader(size: size)

        let request = Task { await sut.load(path: photo) }
        // The request starts (the main actor runs it to its decode) before the folder is highlighted.
        await Task.yield()
        sut.cancel()

        #expect(await request.value == nil, "a folder was highlighted meanwhile")
    }

    @Test func aPhotoThatCannotBeReadSaysWhy() async throws {
        let directory = try TemporaryDirectory()
        let broken = try directory.write(Data("not a photo".utf8), to: "broken.jpg")

        let result = await PreviewLoader(size: size).load(path: broken)

        #expect(result == .failure(.unsupportedFormat))
    }
}
