import Domain
import Foundation
import Imaging
import Presentation
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Photo library presenter")
struct PhotoLibraryPresenterTests {
    let view = PhotoLibraryViewSpy()
    let interactor = PhotoLibraryInteractorSpy()
    let router = PhotoLibraryRouterSpy()
    let caller = PhotoCallerSpy()

    private func makeSUT() -> PhotoLibraryPresenter {
        let sut = PhotoLibraryPresenter(interactor: interactor, router: router, output: caller)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func inputsGoToTheInteractor() async {
        let sut = makeSUT()

        sut.viewDidLoad()
        await sut.didHighlight(row: 2)
        await sut.didChoose(row: 1)
        sut.parentFolderTapped()

        #expect(interactor.calls == [.openStartFolder, .preview(row: 2), .open(row: 1), .openParentFolder])
    }

    @Test func thePathReadsFromTheLibrarysOwnFolderAndEachEntryIsARow() {
        let sut = makeSUT()
        let start = URL(fileURLWithPath: "/home/zoe/Pictures")

        sut.folderListed(
            URL(fileURLWithPath: "/home/zoe/Pictures/Shops"), startFolder: start,
            entries: [.parent, .folder("2025"), .image("loyalty.jpg")], highlighted: 0)
        sut.folderListed(URL(fileURLWithPath: "/home/zoe"), startFolder: start, entries: [], highlighted: 0)

        #expect(view.paths == ["Pictures/Shops", "/home/zoe"])
        #expect(
            view.rows.first == [
                PhotoLibraryRow(title: "..", detail: "parent folder", isFolder: false),
                PhotoLibraryRow(title: "2025/", detail: nil, isFolder: true),
                PhotoLibraryRow(title: "loyalty.jpg", detail: nil, isFolder: false),
            ])
    }

    @Test func thePreviewOrWhyThereIsNone() {
        let sut = makeSUT()

        sut.previewRead(nil)
        sut.previewCouldNotBeRead(ServiceFailure("This is not a JPEG, PPM or BMP image."))

        #expect(view.placeholders == ["No image highlighted", "Cannot open: This is not a JPEG, PPM or BMP image."])
    }

    @Test func anImageOpensCropAndItsPhotoGoesToTheCaller() {
        let sut = makeSUT()

        sut.imageOpened(
            PhotoToCrop(image: RGBImage(width: 4, height: 3) { _, _ in RGB(red: 0, green: 0, blue: 0) }),
            name: "loyalty.jpg")
        sut.photoCropped(CardFixtures.photo(6))
        sut.imageCouldNotBeOpened(ServiceFailure("broken"))
        sut.folderCouldNotBeListed("/root", error: ServiceFailure("denied"))

        #expect(router.cropped == ["loyalty.jpg"])
        #expect(caller.photos == [CardFixtures.photo(6)])
        #expect(view.placeholders == ["Cannot open: broken"])
        #expect(view.alerts.count == 2)
        #expect(view.alerts.first == "The image cannot be opened: broken", "and to the Enter that asked")
        #expect(view.alerts.last?.hasPrefix("Cannot open /root: ") == true)
    }
}

@MainActor
final class PhotoLibraryViewSpy: PhotoLibraryViewProtocol {
    var showsLoading = false
    private(set) var alerts: [String] = []
    private(set) var paths: [String] = []
    private(set) var rows: [[PhotoLibraryRow]] = []
    private(set) var placeholders: [String] = []

    func present(_ alert: AlertContent) { alerts.append(alert.message) }
    func setPath(_ path: String) { paths.append(path) }
    func setRows(_ rows: [PhotoLibraryRow], highlighting highlighted: Int) { self.rows.append(rows) }
    func setPreview(_ image: RGBImage?, placeholder: String) { placeholders.append(placeholder) }
}

/// A folder as the test sets it up; records what it was asked.
@MainActor
final class PhotoLibraryInteractorSpy: PhotoLibraryInteractorProtocol {
    weak var output: (any PhotoLibraryInteractorOutputProtocol)?

    enum Call: Equatable {
        case openStartFolder
        case openParentFolder
        case open(row: Int)
        case preview(row: Int)
    }

    private(set) var calls: [Call] = []

    func openStartFolder() { calls.append(.openStartFolder) }
    func openParentFolder() { calls.append(.openParentFolder) }
    func open(row: Int) async { calls.append(.open(row: row)) }
    func preview(row: Int) async { calls.append(.preview(row: row)) }
}

@MainActor
final class PhotoLibraryRouterSpy: PhotoLibraryRouterProtocol {
    private(set) var cropped: [String] = []

    func showCrop(of image: PhotoToCrop, name: String, output: any CropModuleOutput) { cropped.append(name) }
}
