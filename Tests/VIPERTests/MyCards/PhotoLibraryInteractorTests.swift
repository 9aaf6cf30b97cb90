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
        #expect(output.events == [.folderListed], "the view highlights the first row, which asks for its preview")
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
                .previewRead(imageSize: nil), .previewLoading,
                .previewRead(imageSize: ImageSize(width: 319, height: 240)), .previewLoading,
                .previewCouldNotBeRead(errorDescription: "This is not a JPEG, PPM or BMP image."),
                .imageOpened(name: "shop.jpg"),
                .imageCouldNotBeOpened(errorDescription: "This is not a JPEG, PPM or BMP image."),
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
    /// A call the spy took; a listing's folder and entries are kept apart, an image by its size.
    enum Call: Equatable {
        case folderListed
        case folderCouldNotBeListed
        case previewLoading
        case previewRead(imageSize: ImageSize?)
        case previewCouldNotBeRead(errorDescription: String)
        case imageOpened(name: String)
        case imageCouldNotBeOpened(errorDescription: String)
    }

    private(set) var events: [Call] = []

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
        events.append(.folderListed)
    }
    func folderCouldNotBeListed(_ path: String, error: any Error) { events.append(.folderCouldNotBeListed) }
    func previewLoading() { events.append(.previewLoading) }
    func previewRead(_ image: RGBImage?) {
        events.append(.previewRead(imageSize: image?.size))
    }
    func previewCouldNotBeRead(_ error: any Error) {
        events.append(.previewCouldNotBeRead(errorDescription: String(describing: error)))
    }
    func imageOpened(_ image: PhotoToCrop, name: String) { events.append(.imageOpened(name: name)) }
    func imageCouldNotBeOpened(_ error: any Error) {
        events.append(.imageCouldNotBeOpened(errorDescription: String(describing: error)))
    }
}
