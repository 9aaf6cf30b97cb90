import Domain
import Foundation
import Imaging
import TestSupport
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("MVVM · Photo library view model")
struct PhotoLibraryViewModelTests {
    let output = MyCardsOutputSpy()
    let alerts = AlertRecorder()
    let folder: TemporaryDirectory

    init() throws {
        folder = try PhotoLibraryFixtures.folder()
    }

    private func makeSUT() -> PhotoLibraryViewModel {
        let sut = PhotoLibraryViewModel(directory: folder.path, output: output)
        sut.onAlert = alerts.record
        sut.showStartFolder()
        return sut
    }

    @Test func aFolderListsItsParentFoldersAndImagesOnly() {
        let sut = makeSUT()

        #expect(sut.rows.map(\.title) == ["..", "Shops/", "broken.jpg", "shop.jpg"])
        #expect(sut.shownPath == folder.url.lastPathComponent)
        #expect(sut.previewPlaceholder == "No image highlighted")
    }

    @Test func aHighlightedImageIsPreviewedAndABrokenOneSaysWhy() async {
        let sut = makeSUT()

        await sut.highlight(row: 3)
        let previewed = sut.preview != nil
        await sut.highlight(row: 2)

        #expect(previewed)
        #expect(sut.preview == nil)
        #expect(sut.previewPlaceholder == "Cannot open: This is not a JPEG, PPM or BMP image.")
    }

    @Test func foldersOpenAndAnImageRoutesToCrop() async {
        let sut = makeSUT()

        await sut.choose(row: 3)
        let routedToCrop = output.events.count == 1
        await sut.choose(row: 1)
        let inside = sut.rows.map(\.title)
        sut.showParentFolder()

        #expect(routedToCrop, "the image opens in Crop")
        #expect(inside == [".."])
        #expect(sut.rows.count == 4)
        #expect(sut.openingRow == 1, "on the folder just left, Shops")
    }

    @Test func aBrokenImageChosenSaysWhyAndRoutesNowhere() async {
        let sut = makeSUT()

        await sut.choose(row: 2)

        #expect(output.events.count == 0)
        #expect(
            alerts.last?.message == "The image cannot be opened: This is not a JPEG, PPM or BMP image.",
            "and to the Enter that asked")
        #expect(sut.previewPlaceholder == "Cannot open: This is not a JPEG, PPM or BMP image.")
    }

    @Test func anOpenedFolderPreviewsItsFirstRowNotTheImageBefore() async {
        let sut = makeSUT()
        await sut.highlight(row: 3)
        let previewed = sut.preview != nil

        await sut.choose(row: 1)

        #expect(previewed)
        #expect(sut.preview == nil, "the first row of Shops is its parent: nothing to preview")
        #expect(sut.previewPlaceholder == "No image highlighted")
    }

    @Test func onlyFoldersAreMarkedAsOnesToOpen() {
        let sut = makeSUT()

        #expect(sut.rows.map(\.isFolder) == [false, true, false, false], "not the parent row, nor an image")
    }
}
