import Domain
import Foundation
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Photo library interactor")
struct PhotoLibraryInteractorTests {
    let folder: TemporaryDirectory
    let presenter = PhotoLibraryPresenterSpy()

    init() throws {
        folder = try PhotoLibraryFixtures.folder()
    }

    private func makeSUT() -> PhotoLibraryInteractor {
        let sut = PhotoLibraryInteractor(directory: folder.path)
        sut.presenter = presenter
        return sut
    }

    @Test func aFolderHoldsItsParentFoldersAndImagesOnlyAndTheFirstRowIsPreviewed() async {
        let sut = makeSUT()

        sut.showFolder(request: .start)
        await sut.preview(request: .init(row: presenter.highlightedRows.last ?? -1))

        #expect(presenter.folders.last == [.parent, .folder("Shops"), .image("broken.jpg"), .image("shop.jpg")])
        #expect(presenter.previews == ["none"], "the first row, the parent folder, has no preview")
    }

    @Test func anImageIsReadForItsPreviewAndChosenForCropping() async {
        let sut = makeSUT()
        sut.showFolder(request: .start)

        await sut.preview(request: .init(row: 3))
        await sut.preview(request: .init(row: 2))
        await sut.open(request: .init(row: 3))
        await sut.open(request: .init(row: 2))

        #expect(
            presenter.previews.suffix(4) == [
                "loading", "319×240", "loading", "failed: This is not a JPEG, PPM or BMP image.",
            ])
        #expect(sut.chosenImage?.name == "shop.jpg")
        #expect(presenter.opens == ["opened", "failed: This is not a JPEG, PPM or BMP image."])
    }

    @Test func foldersOpenAndTheParentIsOneUp() async {
        let sut = makeSUT()
        sut.showFolder(request: .start)

        await sut.open(request: .init(row: 1))
        #expect(presenter.folders.last == [.parent])
        sut.showFolder(request: .parent)

        #expect(presenter.folders.last?.count == 4)
        #expect(presenter.highlightedRows.last == 1, "on the folder just left, Shops")
    }
}

@MainActor
final class PhotoLibraryPresenterSpy: PhotoLibraryPresentationLogic {
    private(set) var folders: [[PhotoLibrary.Entry]] = []
    private(set) var highlightedRows: [Int] = []
    private(set) var previews: [String] = []
    private(set) var opens: [String] = []

    private(set) var loading: [Bool] = []

    func presentLoading(response: PhotoLibrary.Loading.Response) { loading.append(response.isLoading) }
    func presentFolder(response: PhotoLibrary.Folder.Response) {
        folders.append(response.entries)
        highlightedRows.append(response.highlightedRow)
    }

    func presentPreview(response: PhotoLibrary.Preview.Response) {
        switch response {
        case .loading: previews.append("loading")
        case .image(let image): previews.append(image.map { "\($0.width)×\($0.height)" } ?? "none")
        case .failed(let error): previews.append("failed: \(error)")
        }
    }

    func presentOpen(response: PhotoLibrary.Open.Response) {
        switch response {
        case .opened: opens.append("opened")
        case .failed(let error): opens.append("failed: \(error)")
        case .folderFailed(let path, _): opens.append("folder failed: \(path)")
        }
    }
}
