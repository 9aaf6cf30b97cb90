import Domain
import Foundation
import Imaging
import Presentation
import TestSupport
import Testing

@testable import MyCardsMVPC

@MainActor
@Suite("MVP-C · Crop presenter")
struct CropPresenterTests {
    let image = PhotoToCrop(
        image: RGBImage(width: 800, height: 600) { x, y in RGB(red: UInt8(x % 256), green: UInt8(y % 256), blue: 0) })
    let output = MyCardsOutputSpy()

    @Test func zoomStaysWithinOneToFourAndTheOutlineInsideTheImage() throws {
        let sut = CropPresenter(image: image, name: "test.ppm", output: output)
        let view = CropViewSpy()
        sut.view = view
        sut.viewDidLoad()
        #expect(view.title == "Crop test.ppm")
        #expect(view.zoomText == "Zoom 1.00×")
        #expect(view.unavailable?.zoomOut == "Already at 1.00×, the widest.", "nothing to zoom out of at 1×")
        let full = try #require(view.outline)

        for _ in 0..<20 { sut.zoomTapped(by: CropFrame.zoomStep) }
        #expect(view.zoomText == "Zoom 4.00×")
        #expect(view.unavailable?.zoomIn == "Already at 4.00×, the closest.")
        for _ in 0..<100 { sut.moveTapped(dx: 1, dy: 1) }
        let corner = try #require(view.outline)
        #expect(corner.maxX == image.size.width && corner.maxY == image.size.height)
        #expect(view.unavailable?.right == "The outline is at the edge of the image.")
        #expect(view.unavailable?.left == nil)
        for _ in 0..<20 { sut.zoomTapped(by: -CropFrame.zoomStep) }
        #expect(view.outline?.size == full.size)
    }

    @Test func confirmingHandsOnTheCardSizedPhoto() throws {
        let sut = CropPresenter(image: image, name: "test.ppm", output: output)

        sut.confirmTapped()

        #expect(output.events == [.photoCropped])
        let photo = try #require(output.photos.first)
        #expect(try JPEG.header(of: photo).size == CardPhoto.size)
    }

    @Test func theImageToCropIsShown() {
        let sut = CropPresenter(image: image, name: "test.ppm", output: output)
        let view = CropViewSpy()
        sut.view = view

        sut.viewDidLoad()

        #expect(view.image == image)
    }
}

/// Keeps what the presenter last showed.
@MainActor
private final class CropViewSpy: CropViewProtocol {
    var title = ""
    private(set) var alerts: [String] = []
    private(set) var outline: PixelRect?
    private(set) var zoomText = ""
    private(set) var unavailable: CropFrame.UnavailableReasons?
    private(set) var image: PhotoToCrop?

    func present(_ alert: AlertContent) {
        alerts.append(alert.message)
    }

    func setImage(_ image: PhotoToCrop) {
        self.image = image
    }

    func setFrame(outline: PixelRect?, zoomText: String, unavailable: CropFrame.UnavailableReasons) {
        self.outline = outline
        self.zoomText = zoomText
        self.unavailable = unavailable
    }
}
