import Domain
import Foundation
import Imaging
import Testing

@Suite("Pixels: crop, resize, rotate")
struct RGBImageTests {
    @Test func cropKeepsExactlyTheRegion() throws {
        let image = TestPictures.gradient(width: 50, height: 40)

        let sut = try image.cropped(to: PixelRect(x: 10, y: 5, width: 20, height: 7))

        #expect(sut.size == ImageSize(width: 20, height: 7))
        #expect(sut[0, 0] == image[10, 5])
        #expect(sut[19, 6] == image[29, 11])
    }

    @Test(arguments: [
        PixelRect(x: -1, y: 0, width: 5, height: 5), PixelRect(x: 0, y: 0, width: 51, height: 5),
        PixelRect(x: 0, y: 0, width: 0, height: 5),
    ])
    func aCropOutsideTheImageIsRefused(region: PixelRect) {
        #expect(throws: ImagingError.self) { try TestPictures.gradient(width: 50, height: 40).cropped(to: region) }
    }

    @Test func shrinkingAveragesTheCoveredPixels() throws {
        let image = try #require(
            RGBImage(
                width: 4, height: 2,
                bytes: [
                    0, 0, 0, 100, 100, 100, 200, 0, 0, 200, 0, 0,
                    100, 100, 100, 200, 200, 200, 0, 0, 200, 0, 0, 200,
                ]))

        let sut = image.resized(to: ImageSize(width: 2, height: 1))

        #expect(sut[0, 0] == RGB(grey: 100))
        #expect(sut[1, 0] == RGB(red: 100, green: 0, blue: 100))
    }

    @Test func shrinkingByAFractionWeighsPartlyCoveredPixels() throws {
        let image = try #require(RGBImage(width: 3, height: 1, bytes: [0, 0, 0, 90, 90, 90, 180, 180, 180]))

        let sut = image.resized(to: ImageSize(width: 2, height: 1))

        // The first new pixel covers old pixel 0 wholly and half of pixel 1: (0 + 0.5 × 90) / 1.5.
        #expect(sut[0, 0] == RGB(grey: 30))
        #expect(sut[1, 0] == RGB(grey: 150))
    }

    @Test func aPlainColourStaysPlainAtAnySize() {
        let image = RGBImage(width: 97, height: 61, filledWith: RGB(red: 12, green: 200, blue: 99))

        let sut = image.resized(to: ImageSize(width: 13, height: 8))

        #expect(Set((0..<8).flatMap { y in (0..<13).map { x in sut[x, y] } }) == [RGB(red: 12, green: 200, blue: 99)])
    }

    @Test func rotationTurnsClockwise() throws {
        // 1 2 3
        // 4 5 6
        let image = RGBImage(width: 3, height: 2) { x, y in RGB(grey: UInt8(1 + x + 3 * y)) }
        func greys(_ image: RGBImage) -> [[UInt8]] {
            (0..<image.height).map { y in (0..<image.width).map { x in image[x, y].red } }
        }

        #expect(greys(image.rotated(by: .degrees90)) == [[4, 1], [5, 2], [6, 3]])
        #expect(greys(image.rotated(by: .degrees180)) == [[6, 5, 4], [3, 2, 1]])
        #expect(greys(image.rotated(by: .degrees270)) == [[3, 6], [2, 5], [1, 4]])
        #expect(image.rotated(by: .degrees0) == image)
    }

    @Test func fittingKeepsTheAspect() {
        let size = ImageSize(width: 4000, height: 3000)

        #expect(size.fitted(into: ImageSize(width: 120, height: 80)) == ImageSize(width: 107, height: 80))
        #expect(size.fitted(into: ImageSize(width: 60, height: 200)) == ImageSize(width: 60, height: 45))
    }
}

@Suite("Card photos")
struct CardPhotoTests {
    @Test func theOutlineFitsTheFrameWithAMargin() throws {
        let outline = try #require(CardPhoto.outline(in: ImageSize(width: 1280, height: 720)))

        // 8 % of 720 = 57 free above and below.
        #expect(outline.y == 57)
        #expect(outline.height == 606)
        #expect(abs(Double(outline.width) / Double(outline.height) - CardGeometry.aspectRatio) < 0.01)
    }

    @Test func aPhotoIsTheRegionInsideTheOutlineAt600By378() throws {
        let frame = RGBImage(width: 1280, height: 720, filledWith: .black)
        let outline = try #require(CardPhoto.outline(in: frame.size))
        var lit = frame
        for y in outline.y..<outline.maxY {
            for x in outline.x..<outline.maxX { lit[x, y] = RGB(red: 250, green: 200, blue: 40) }
        }

        let photo = try JPEG.decode(CardPhoto.make(from: lit, outline: outline))

        #expect(photo.size == CardPhoto.size)
        #expect(
            TestPictures.psnr(photo, RGBImage(width: 600, height: 378, filledWith: RGB(red: 250, green: 200, blue: 40)))
                > 35)
    }

    @Test func aPhotoFromAJPEGMatchesThePhotoFromItsPixels() throws {
        let picture = TestPictures.gradient(width: 1600, height: 1200)
        let jpeg = try JPEG.encode(picture, quality: 95)
        let outline = try #require(CardPhoto.outline(in: picture.size))

        let fromJPEG = try JPEG.decode(CardPhoto.make(fromJPEG: jpeg, outline: outline))
        let fromPixels = try JPEG.decode(CardPhoto.make(from: picture, outline: outline))

        #expect(fromJPEG.size == CardPhoto.size)
        #expect(TestPictures.psnr(fromJPEG, fromPixels) > 30)
    }

    @Test func aThumbnailIsSmallAndKeepsTheCardShape() throws {
        let photo = try JPEG.encode(TestPictures.gradient(width: 600, height: 378))

        let thumbnail = try JPEG.header(of: JPEGCardThumbnailer().thumbnail(ofPhoto: photo))

        #expect(thumbnail.size == ImageSize(width: 120, height: 76))
    }

    @Test func aBrokenPhotoHasNoThumbnail() {
        #expect(throws: ImagingError.unsupportedFormat) {
            try JPEGCardThumbnailer().thumbnail(ofPhoto: Data("no".utf8))
        }
    }
}
