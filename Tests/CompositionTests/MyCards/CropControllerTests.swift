import Domain
import Foundation
import Imaging
import TerminalUI
import Testing

@testable import MyCardsComposition

@MainActor
@Suite("MVC-Composition · Crop container")
struct CropControllerTests {
    let driver = makeCardsDriver()
    let image = PhotoToCrop(
        image: RGBImage(width: 800, height: 600) { x, y in RGB(red: UInt8(x % 256), green: UInt8(y % 256), blue: 0) })

    @Test func zoomStaysWithinOneToFourTimes() async throws {
        let sut = CropController(image: image, name: "test.ppm") { _ in }
        await driver.start(sut)
        let full = try #require(sut.outline)

        for _ in 0..<20 { await driver.press(.character("+")) }
        #expect(sut.zoom == 4)
        #expect(sut.outline?.width == full.width / 4)
        for _ in 0..<20 { await driver.press(.character("-")) }
        #expect(sut.zoom == 1)
        #expect(sut.outline == full)
    }

    @Test func theOutlineNeverLeavesTheImage() async throws {
        let sut = CropController(image: image, name: "test.ppm") { _ in }
        await driver.start(sut)
        await driver.press(.character("+"), .character("+"))

        for _ in 0..<100 { await driver.press(.left, .up) }
        let corner = try #require(sut.outline)
        #expect(corner.x == 0 && corner.y == 0)
        for _ in 0..<100 { await driver.press(.right, .down) }
        let opposite = try #require(sut.outline)
        #expect(opposite.maxX == image.size.width && opposite.maxY == image.size.height)
    }

    @Test func confirmingKeepsTheRegionAsACardPhoto() async throws {
        var photos: [Data] = []
        let sut = CropController(image: image, name: "test.ppm") { photos.append($0) }
        await driver.start(sut)

        await driver.press(.enter)

        let photo = try #require(photos.first)
        #expect(try JPEG.header(of: photo).size == CardPhoto.size)
    }

    @Test func aMovedOutlineIsShownWhereItMoved() async throws {
        let sut = CropController(image: image, name: "test.ppm") { _ in }
        await driver.start(sut)
        await driver.press(.character("+"))
        let zoomed = try #require(sut.outline)

        await driver.press(.left)

        #expect(sut.outline != zoomed)
        #expect(sut.outlinedImage.outline == sut.outline, "the outline drawn is the one kept")
    }
}
