import Domain
import Foundation
import Imaging
import TestSupport
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("MVVM · Crop view model")
struct CropViewModelTests {
    let output = MyCardsOutputSpy()
    let image = PhotoToCrop(
        image: RGBImage(width: 800, height: 600) { x, y in RGB(red: UInt8(x % 256), green: UInt8(y % 256), blue: 0) })

    @Test func zoomStaysWithinOneToFourAndTheOutlineInsideTheImage() throws {
        let sut = CropViewModel(image: image, name: "test.ppm", output: output)
        let full = try #require(sut.outline)
        #expect(sut.unavailable.zoomOut == "Already at 1.00×, the widest.", "nothing to zoom out of at 1×")

        for _ in 0..<20 { sut.zoom(by: CropFrame.zoomStep) }
        #expect(sut.zoom == 4)
        #expect(sut.zoomText == "Zoom 4.00×")
        #expect(sut.unavailable.zoomIn == "Already at 4.00×, the closest.")
        for _ in 0..<100 { sut.move(dx: 1, dy: 1) }
        let corner = try #require(sut.outline)
        #expect(corner.maxX == image.size.width && corner.maxY == image.size.height)
        #expect(sut.unavailable.right == "The outline is at the edge of the image.")
        #expect(sut.unavailable.left == nil)
        for _ in 0..<20 { sut.zoom(by: -CropFrame.zoomStep) }
        #expect(sut.outline?.size == full.size)
    }

    @Test func confirmingRoutesWithTheCardSizedPhoto() throws {
        let sut = CropViewModel(image: image, name: "test.ppm", output: output)

        sut.confirm()

        let photo = try #require(output.photos.first)
        #expect(try JPEG.header(of: photo).size == CardPhoto.size)
    }
}
