import Domain
import Foundation
import Imaging
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsComposition

@MainActor
@Suite("MVC-Composition · Photo library container")
struct PhotoLibraryControllerTests {
    let driver = makeCardsDriver()
    let folder: TemporaryDirectory

    init() throws {
        folder = try PhotoLibraryFixtures.folder()
    }

    private func makeSUT() async -> PhotoLibraryController {
        let sut = PhotoLibraryController(directory: folder.path) { _ in }
        await driver.start(sut)
        return sut
    }

    @Test func aFolderListsItsParentFoldersAndImagesOnly() async {
        let sut = await makeSUT()

        #expect(sut.entries == [.parent, .folder("Shops"), .image("broken.jpg"), .image("shop.jpg")])
        #expect(sut.folderCaption.text == folder.url.lastPathComponent)
        #expect(sut.preview.placeholder == "No image highlighted")
    }

    @Test func aHighlightedImageIsPreviewedAndABrokenOneSaysWhy() async {
        let sut = await makeSUT()

        await driver.press(.down, .down, .down)
        let previewed = sut.preview.source != nil
        await driver.press(.up)

        #expect(previewed)
        #expect(sut.preview.source == nil)
        #expect(sut.preview.placeholder == "Cannot open: This is not a JPEG, PPM or BMP image.")
    }

    @Test func foldersOpenAndAnImageOpensCrop() async {
        let sut = await makeSUT()

        await driver.press(.down, .down, .down, .enter)
        let cropped = (driver.app.navigation.top as? CropController)?.title
        driver.app.navigation.pop(to: sut)
        await driver.press(.up, .up, .enter)
        let inside = sut.entries
        await driver.press(.backspace)

        #expect(cropped != nil, "the image opens in Crop")
        #expect(inside == [.parent])
        #expect(sut.entries.count == 4, "back in the folder it started in")
        #expect(sut.list.highlighted == .folder("Shops"), "on the folder just left, Shops")
    }

    @Test func aBrokenImageChosenSaysWhyAndOpensNothing() async {
        let sut = await makeSUT()

        await driver.press(.down, .down, .enter)

        #expect(driver.app.navigation.top === sut)
        #expect(sut.preview.placeholder == "Cannot open: This is not a JPEG, PPM or BMP image.")
        #expect(driver.shows("The image cannot be opened"), "and to the Enter that asked")
    }

    @Test func anOpenedFolderStartsAtItsFirstRow() async throws {
        try folder.write(CardFixtures.photo(120), to: "Shops/inside.jpg")
        let sut = await makeSUT()

        await driver.press(.down, .enter)

        #expect(sut.entries == [.parent, .image("inside.jpg")])
        #expect(
            sut.list.highlighted == .parent, "not the row highlighted in the folder before")
    }
}
