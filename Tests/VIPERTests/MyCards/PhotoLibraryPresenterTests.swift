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
    let folder: TemporaryDirectory
    let view = PhotoLibraryViewSpy()
    let router = PhotoLibraryRouterSpy()
    let caller = PhotoCallerSpy()

    init() throws {
        folder = try TemporaryDirectory()
        _ = try folder.write(Data("not a photo".utf8), to: "broken.jpg")
        try FileManager.default.createDirectory(atPath: folder.path("Shops"), withIntermediateDirectories: false)
    }

    private func makeSUT() -> PhotoLibraryPresenter {
        let interactor = PhotoLibraryInteractor(directory: folder.path)
        let sut = PhotoLibraryPresenter(interactor: interactor, router: router, output: caller)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func thePathReadsFromTheLibrarysFolderAndEachEntryIsARow() {
        let sut = makeSUT()

        sut.viewDidLoad()
        sut.didChoose(row: 1)

        #expect(view.paths == [folder.url.lastPathComponent, folder.url.lastPathComponent + "/Shops"])
        #expect(view.rows.first == [PhotoLibraryRow(title: "..", detail: "parent folder", isFolder: false), PhotoLibraryRow(title: "Shops/", detail: nil, isFolder: true), PhotoLibraryRow(title: "broken.jpg", detail: nil, isFolder: false)])
    }

    @Test func aBrokenImageSaysWhyInThePreviewAndWhenChosen() {
        let sut = makeSUT()
        sut.viewDidLoad()

        sut.didHighlight(row: 2)
        sut.didChoose(row: 2)

        #expect(view.placeholder == "Cannot open: This is not a JPEG, PPM or BMP image.")
        #expect(view.alerts == ["Cannot open: This is not a JPEG, PPM or BMP image."])
        #expect(router.cropped.isEmpty)
    }

    @Test func aCroppedPhotoGoesToTheCaller() {
        let sut = makeSUT()

        sut.photoCropped(CardFixtures.photo(4))

        #expect(caller.photos == [CardFixtures.photo(4)])
    }
}

@MainActor
final class PhotoLibraryViewSpy: PhotoLibraryViewProtocol {
    private(set) var alerts: [String] = []
    private(set) var paths: [String] = []
    private(set) var rows: [[PhotoLibraryRow]] = []
    private(set) var placeholder = ""

    func present(_ alert: AlertContent) { alerts.append(alert.message) }
    func setPath(_ path: String) { paths.append(path) }
    func setRows(_ rows: [PhotoLibraryRow]) { self.rows.append(rows) }
    func setPreview(_ image: RGBImage?, placeholder: String) { self.placeholder = placeholder }
}

@MainActor
final class PhotoLibraryRouterSpy: PhotoLibraryRouterProtocol {
    private(set) var cropped: [String] = []

    func showCrop(of image: RGBImage, name: String, output: any CropModuleOutput) { cropped.append(name) }
}
