import Foundation
import Imaging
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsComposition

/// The preview fetcher alone, on a host with no view of it: it decodes the image it is asked
/// for off the key path and hands over the preview, or why it cannot be read; only the newest
/// one asked for, and none once it is cancelled.
@MainActor
@Suite("MVC-Composition · Preview fetcher child")
struct PreviewFetcherControllerTests {
    enum Output: Equatable {
        case loaded(RGBImage)
        case failed(String)
    }

    let driver = makeCardsDriver()
    let folder: TemporaryDirectory
    let sut = PreviewFetcherController()
    let outputs = Outputs<Output>()

    init() throws {
        folder = try PhotoLibraryFixtures.folder()
    }

    private func start() async {
        sut.onLoaded = { [outputs] result in
            switch result {
            case .success(let image): outputs.record(.loaded(image))
            case .failure(let error): outputs.record(.failed("\(error)"))
            }
        }
        await driver.start(ChildHost(holding: sut))
    }

    @Test func anImageIsDecodedInTheBackgroundAndItsPreviewHandedOver() async throws {
        await start()
        let expected = try ImageFile.load(path: folder.path("shop.jpg"), fitting: ImageSize(width: 320, height: 240))

        sut.load(path: folder.path("shop.jpg"))
        let loading = driver.app.isLoading
        await driver.settle()

        #expect(!loading, "keys go on meanwhile")
        #expect(outputs.recorded == [.loaded(expected)])
    }

    @Test func anImageThatCannotBeReadSaysWhy() async {
        await start()

        sut.load(path: folder.path("broken.jpg"))
        await driver.settle()

        #expect(outputs.recorded == [.failed("This is not a JPEG, PPM or BMP image.")])
    }

    @Test func onlyTheNewestAskedForIsHandedOver() async {
        await start()

        sut.load(path: folder.path("shop.jpg"))
        sut.load(path: folder.path("broken.jpg"))
        await driver.settle()

        #expect(outputs.recorded == [.failed("This is not a JPEG, PPM or BMP image.")])
    }

    @Test func aPreviewUnderWayWhenCancelledIsDropped() async {
        await start()

        sut.load(path: folder.path("shop.jpg"))
        // Next on the main actor, once the decoding has started.
        driver.app.perform(showingLoading: false) { [sut] in sut.cancel() }
        await driver.settle()

        #expect(outputs.recorded.isEmpty)
    }

    @Test func afterACancelTheNextOneAskedForComes() async {
        await start()
        sut.cancel()

        sut.load(path: folder.path("broken.jpg"))
        await driver.settle()

        #expect(outputs.recorded == [.failed("This is not a JPEG, PPM or BMP image.")])
    }
}
