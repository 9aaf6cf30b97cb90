import Domain
import Foundation
import Imaging
import Presentation
import TestSupport
import Testing

@testable import MyCardsMVPC

@MainActor
@Suite("MVP-C · Photo library presenter")
struct PhotoLibraryPresenterTests {
    let folder: TemporaryDirectory
    let output = MyCardsOutputSpy()

    init() throws {
        folder = try PhotoLibraryFixtures.folder()
    }

    private func makeSUT() -> (PhotoLibraryPresenter, PhotoLibraryViewSpy) {
        let sut = PhotoLibraryPresenter(directory: folder.path, output: output)
        let view = PhotoLibraryViewSpy()
        sut.view = view
        return (sut, view)
    }

    @Test func aFolderListsItsParentFoldersAndImagesOnly() async {
        let (sut, view) = makeSUT()

        sut.viewDidLoad()
        // The view highlights the row it is told to, which asks for its preview.
        await sut.didHighlight(row: view.highlighted ?? -1)

        #expect(view.rows.map(\.title) == ["..", "Shops/", "broken.jpg", "shop.jpg"])
        #expect(view.path == folder.url.lastPathComponent)
        #expect(view.highlighted == 0)
        #expect(view.placeholder == "No image highlighted")
    }

    @Test func aHighlightedImageIsPreviewedAndABrokenOneSaysWhy() async {
        let (sut, view) = makeSUT()
        sut.viewDidLoad()

        await sut.didHighlight(row: 3)
        #expect(view.preview?.size.width ?? 0 > 0)

        await sut.didHighlight(row: 2)
        #expect(view.preview == nil)
        #expect(view.placeholder == "Cannot open: This is not a JPEG, PPM or BMP image.")
    }

    @Test func foldersOpenAndAnImageOpensCrop() async {
        let (sut, view) = makeSUT()
        sut.viewDidLoad()

        await sut.didChoose(row: 3)
        #expect(output.events == [.imageChosen(name: "shop.jpg")])

        await sut.didChoose(row: 1)
        #expect(view.rows.map(\.title) == [".."])
        #expect(view.path == folder.url.lastPathComponent + "/Shops")
        sut.parentFolderTapped()
        #expect(view.rows.count == 4)
        #expect(view.highlighted == 1, "on the folder just left, Shops")
    }

    @Test func aBrokenImageChosenSaysWhyAndOpensNothing() async {
        let (sut, view) = makeSUT()
        sut.viewDidLoad()

        await sut.didChoose(row: 2)

        #expect(
            view.alerts == ["The image cannot be opened: This is not a JPEG, PPM or BMP image."],
            "and to the Enter that asked")
        #expect(view.placeholder == "Cannot open: This is not a JPEG, PPM or BMP image.")
        #expect(output.events.isEmpty)
    }

    @Test func onlyFoldersAreMarkedAsOnesToOpen() {
        let (sut, view) = makeSUT()

        sut.viewDidLoad()

        #expect(view.rows.map(\.isFolder) == [false, true, false, false], "not the parent row, nor an image")
    }
}

/// Keeps what the presenter last showed, and the images it opened.
@MainActor
private final class PhotoLibraryViewSpy: PhotoLibraryViewProtocol {
    /// Every change of the loading indicator, in order.
    private(set) var loadingLog: [Bool] = []
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var alerts: [String] = []
    private(set) var path = ""
    private(set) var rows: [PhotoLibraryPresenter.Row] = []
    /// The row the last listing opened on.
    private(set) var highlighted: Int?
    private(set) var preview: RGBImage?
    private(set) var placeholder = ""

    func present(_ alert: AlertContent) {
        alerts.append(alert.message)
    }

    func setPath(_ path: String) {
        self.path = path
    }

    func setRows(_ rows: [PhotoLibraryPresenter.Row], highlighting highlighted: Int) {
        self.rows = rows
        self.highlighted = highlighted
    }

    func setPreview(_ image: RGBImage?, placeholder: String) {
        preview = image
        self.placeholder = placeholder
    }
}
