import Domain
import Foundation
import Imaging
import Presentation
import TestSupport
import Testing

@testable import MyCardsUDF

@MainActor
@Suite("UDF · Crop feature", .storesFinish)
struct CropFeatureTests {
    let image = PhotoToCrop(
        image: RGBImage(width: 800, height: 600) { x, y in RGB(red: UInt8(x % 256), green: UInt8(y % 256), blue: 0) })

    private func makeSUT() -> TestStore<CropFeature> {
        TestStore(
            initialState: CropFeature.State(image: image, name: "test.ppm", side: .back), reducer: CropFeature(),
            scheduler: ManualScheduler())
    }

    @Test func zoomStaysWithinOneToFourAndTheOutlineInsideTheImage() async throws {
        let sut = makeSUT()
        #expect(sut.state.title == "Crop test.ppm")
        #expect(sut.state.zoomText == "Zoom 1.00×")
        #expect(sut.state.frame.unavailableReasons.zoomOut == "Already at 1.00×, the widest.")
        let full = try #require(sut.state.frame.outline)

        for _ in 0..<12 { sut.send(.zoomTapped(by: CropFrame.zoomStep)) { $0.frame.zoom(by: CropFrame.zoomStep) } }
        #expect(sut.state.zoomText == "Zoom 4.00×")
        for _ in 0..<30 { sut.send(.moveTapped(dx: 1, dy: 1)) { $0.frame.move(dx: 1, dy: 1) } }
        let corner = try #require(sut.state.frame.outline)
        #expect(corner.maxX == image.size.width && corner.maxY == image.size.height)
        for _ in 0..<12 { sut.send(.zoomTapped(by: -CropFrame.zoomStep)) { $0.frame.zoom(by: -CropFrame.zoomStep) } }
        #expect(sut.state.frame.outline?.size == full.size)
        await sut.finish()
    }

    @Test func confirmingHandsOnTheCardSizedPhotoForItsFace() async throws {
        let sut = makeSUT()
        let outline = try #require(sut.state.frame.outline)
        let photo = try image.cardPhoto(outline: outline)

        sut.send(.confirmTapped)
        await sut.receive(.delegate(.photoCropped(photo, for: .back)))
        await sut.finish()

        #expect(try JPEG.header(of: photo).size == CardPhoto.size)
    }
}
