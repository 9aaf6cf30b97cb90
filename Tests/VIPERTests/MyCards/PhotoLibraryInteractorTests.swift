import Domain
import Foundation
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Photo library interactor")
struct PhotoLibraryInteractorTests {
    let folder: TemporaryDirectory
    let output = PhotoLibraryOutputSpy()

    init() throws {
        folder = try PhotoLibraryFixtures.folder()
    }

    private func makeSUT() -> PhotoLibraryInteractor {
        let sut = PhotoLibraryInteractor(directory: folder.path)
        sut.output = output
        return sut
    }

    @Test func aFolderHoldsItsParentFoldersAndImagesOnly() {
        let sut = makeSUT()

        sut.openStartFolder()

        #expect(output.entries == [.parent, .folder("Shops"), .image("broken.jpg"), .image("shop.jpg")])
        #expect(output.events == ["listed"], "the view highlights the first row, which asks for its preview")
    }

    @Test func anImageIsReadForItsPreviewAndForCropping() async {
        let sut = makeSUT()
        sut.openStartFolder()

        await sut.preview(row: 0)
        await sut.preview(row: 3)
        await sut.preview(row: 2)
        await sut.open(row: 3)
        await sut.open(row: 2)

        #expect(
            output.events.suffix(7) == [
                "preview none", "preview loading", "preview 319×240", "preview loading",
                "preview failed: This is not a JPEG, PPM or BMP image.", "opened shop.jpg",
                "open failed: This is not a JPEG, PPM or BMP image.",
            ])
    }

    @Test func foldersOpenAndTheParentIsOneUp() async {
        let sut = makeSUT()
        sut.openStartFolder()

        await sut.open(row: 1)
        #expect(output.entries == [.parent])
        #expect(output.folders.last?.lastPathComponent == "Shops")
        sut.openParentFolder()

        #expect(output.folders.last == output.startFolder)
        #expect(output.highlighted == 1, "on the folder just left, Shops")
    }
}

@MainActor
final class PhotoLibraryOutputSpy: PhotoLibraryInteractorOutputProtocol {
    private(set) var events: [String] = []

    private(set) var folders: [URL] = []
    private(set) var startFolder: URL?
    private(set) var entries: [PhotoLibraryEntry] = []
    /// The row the last listing opened on.
    private(set) var highlighted: Int?

    func folderListed(_ folder: URL, startFolder: URL, entries: [PhotoLibraryEntry], highlighted: Int) {
        folders.append(folder)
        self.startFolder = startFolder
        self.entries = entries
        self.highlighted = highlighted
        events.append("listed")
    }
    func folderCouldNotBeListed(_ path: String, error: any Error) { events.append("list failed") }
    func previewLoading() { events.append("preview loading") }
    func previewRead(_ image: RGBImage?) {
        events.append(image.map { "preview \($0.width)×\($0.height)" } ?? "preview none")
    }
    func previewCouldNotBeRead(_ error: any Error) { events.append("preview failed: \(error)") }
    func imageOpened(_ image: PhotoToCrop, name: String) { events.append("opened \(name)") }
    func imageCouldNotBeOpened(_ error: any Error) { events.append("open failed: \(error)") }
}
