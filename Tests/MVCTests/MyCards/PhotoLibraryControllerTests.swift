import Domain
import Foundation
import Imaging
import TerminalUI
import TestSupport
import Testing
@testable import MyCardsMVC

@MainActor
@Suite("MVC · Photo library controller")
struct PhotoLibraryControllerTests {
    let driver = makeCardsDriver()
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
        let picture = RGBImage(width: 400, height: 300) { x, y in RGB(red: UInt8(x % 256), green: UInt8(y % 256), blue: 90) }
        _ = try folder.write(try JPEG.encode(picture, quality: 85), to: "shop.jpg")
        _ = try folder.write(Data("not a photo".utf8), to: "broken.jpg")
        _ = try folder.write(Data("notes".utf8), to: "notes.txt")
        _ = try folder.write(Data(), to: ".hidden.jpg")
        try FileManager.default.createDirectory(atPath: folder.path("Shops"), withIntermediateDirectories: false)
    }

    private func makeSUT() async -> PhotoLibraryController {
        let sut = PhotoLibraryController(directory: folder.path) { _ in }
        await driver.start(sut)
        return sut
    }

    @Test func aFolderListsItsParentFoldersAndImagesOnly() async {
        let sut = await makeSUT()

        #expect(sut.entries == [.parent, .folder("Shops"), .image("broken.jpg"), .image("shop.jpg")])
        #expect(sut.view.folderLabel.text == folder.url.lastPathComponent)
        #expect(sut.view.preview.placeholder == "No image highlighted")
    }

    @Test func aHighlightedImageIsPreviewedAndABrokenOneSaysWhy() async {
        let sut = await makeSUT()

        await driver.press(.down, .down, .down)
        let previewed = sut.view.preview.source != nil
        await driver.press(.up)

        #expect(previewed)
        #expect(sut.view.preview.source == nil)
        #expect(sut.view.preview.placeholder == "Cannot open: This is not a JPEG, PPM or BMP image.")
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
    }

    @Test func aBrokenImageChosenSaysWhyAndOpensNothing() async {
        let sut = await makeSUT()

        await driver.press(.down, .down, .enter)

        #expect(driver.app.navigation.top === sut)
        #expect(sut.view.preview.placeholder == "Cannot open: This is not a JPEG, PPM or BMP image.")
        #expect(!driver.shows("Error"), "said once, where its preview would be")
    }
}
