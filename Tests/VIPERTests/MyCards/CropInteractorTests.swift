import Domain
import Foundation
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Crop interactor")
struct CropInteractorTests {
    let image = PhotoToCrop(
        image: RGBImage(width: 800, height: 600) { x, y in RGB(red: UInt8(x % 256), green: UInt8(y % 256), blue: 0) })

    @Test func zoomStaysWithinOneToFourAndTheOutlineInsideTheImage() throws {
        let sut = CropInteractor(image: image)
        let output = CropOutputSpy()
        sut.output = output
        sut.loadImage()
        #expect(output.images == [image])
        let full = try #require(output.lastFrame?.outline)

        for _ in 0..<20 { sut.zoom(by: CropFrame.zoomStep) }
        #expect(output.lastFrame?.zoom == 4)
        for _ in 0..<100 { sut.move(dx: 1, dy: 1) }
        let corner = try #require(output.lastFrame?.outline)
        #expect(corner.maxX == image.size.width && corner.maxY == image.size.height)
        for _ in 0..<20 { sut.zoom(by: -CropFrame.zoomStep) }
        #expect(output.lastFrame?.outline?.size == full.size)
    }

    @Test func theCroppedPhotoIsCardSized() throws {
        let sut = CropInteractor(image: image)
        let output = CropOutputSpy()
        sut.output = output

        sut.cropPhoto()

        let photo = try #require(output.photos.first)
        #expect(try JPEG.header(of: photo).size == CardPhoto.size)
    }
}

@MainActor
final class CropOutputSpy: CropInteractorOutputProtocol {
    private(set) var photos: [Data] = []
    private(set) var images: [PhotoToCrop] = []
    private(set) var lastFrame: CropFrame?

    func imageLoaded(_ image: PhotoToCrop) { images.append(image) }
    func frameChanged(_ frame: CropFrame) { lastFrame = frame }
    func photoCropped(_ photo: Data) { photos.append(photo) }
    func imageTooSmall() {}
    func photoCouldNotBeCropped(_ error: any Error) {}
}
