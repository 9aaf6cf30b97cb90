import Foundation
import Imaging
import Synchronization
import TestSupport
import Testing

/// Holding ↓ through a folder of photos: only the last highlighted one's preview is handed back.
@MainActor
@Suite("Previews of the highlighted photo")
struct PreviewLoaderTests {
    private let size = ImageSize(width: 32, height: 24)

    /// Three ↓ presses while the first photo decodes. The decode is held until all three were
    /// asked for, so the order is the test's, not the machine's.
    @Test func onlyTheNewestPreviewAskedForIsHandedBack() async throws {
        let decoded = Mutex<[String]>([])
        let gate = DispatchSemaphore(value: 0)
        let sut = PreviewLoader(size: size) { path, size in
            decoded.withLock { $0.append(path) }
            if path == "first.jpg" { gate.wait() }
            return RGBImage(width: size.width, height: size.height, filledWith: RGB(red: 1, green: 2, blue: 3))
        }

        var askedFor = 0
        let asked = ["first.jpg", "second.jpg", "last.jpg"].map { path in
            Task { @MainActor in
                askedFor += 1
                return await sut.load(path: path)
            }
        }
        while askedFor < asked.count || decoded.withLock({ $0.isEmpty }) { await Task.yield() }
        gate.signal()
        var results: [Result<RGBImage, ImagingError>?] = []
        for request in asked { results.append(await request.value) }

        #expect(results[0] == nil, "left behind")
        #expect(results[1] == nil, "left behind")
        #expect(try results[2]?.get().size == size)
        #expect(decoded.withLock { $0 } == ["first.jpg", "last.jpg"], "the one in between is never decoded")
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
