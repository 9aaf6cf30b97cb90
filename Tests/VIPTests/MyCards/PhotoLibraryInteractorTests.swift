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
        #expect(
            presenter.previews == [.presentPreview(response: .image(nil))],
            "the first row, the parent folder, has no preview")
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
                .presentPreview(response: .loading),
                .presentPreview(response: .image(ImageSize(width: 319, height: 240))),
                .presentPreview(response: .loading),
                .presentPreview(response: .failed(errorDescription: "This is not a JPEG, PPM or BMP image.")),
            ])
        #expect(sut.chosenImage?.name == "shop.jpg")
        #expect(
            presenter.opens == [
                .presentOpen(response: .opened),
                .presentOpen(response: .failed(errorDescription: "This is not a JPEG, PPM or BMP image.")),
            ])
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
    /// `PhotoLibrary.Preview.Response`, which is not Equatable: the image by its size, the error
    /// as what it says.
    enum PreviewResponse: Equatable {
        case loading
        case image(ImageSize?)
        case failed(errorDescription: String)
    }

    /// `PhotoLibrary.Open.Response`, which is not Equatable: each error as what it says.
    enum OpenResponse: Equatable {
        case opened
        case failed(errorDescription: String)
        case folderFailed(path: String)
    }

    enum Call: Equatable {
        case presentPreview(response: PreviewResponse)
        case presentOpen(response: OpenResponse)
    }

    private(set) var folders: [[PhotoLibrary.Entry]] = []
    private(set) var highlightedRows: [Int] = []
    private(set) var previews: [Call] = []
    private(set) var opens: [Call] = []

    private(set) var loading: [Bool] = []

    func presentLoading(response: PhotoLibrary.Loading.Response) { loading.append(response.isLoading) }
    func presentFolder(response: PhotoLibrary.Folder.Response) {
        folders.append(response.entries)
        highlightedRows.append(response.highlightedRow)
    }

    func presentPreview(response: PhotoLibrary.Preview.Response) {
        switch response {
        case .loading: previews.append(.presentPreview(response: .loading))
        case .image(let image): previews.append(.presentPreview(response: .image(image?.size)))
        case .failed(let error):
            previews.append(.presentPreview(response: .failed(errorDescription: String(describing: error))))
        }
    }

    func presentOpen(response: PhotoLibrary.Open.Response) {
        switch response {
        case .opened: opens.append(.presentOpen(response: .opened))
        case .failed(let error):
            opens.append(.presentOpen(response: .failed(errorDescription: String(describing: error))))
        case .folderFailed(let path, _): opens.append(.presentOpen(response: .folderFailed(path: path)))
        }
    }
}
