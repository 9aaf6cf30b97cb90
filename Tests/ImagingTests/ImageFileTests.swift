import Foundation
import Testing
import Imaging

@Suite("Image files")
struct ImageFileTests {
    private let picture = TestPictures.gradient(width: 33, height: 17)

    @Test func ppmRoundTripsExactly() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(ImageFile.ppm(picture), to: "picture.ppm")

        #expect(try ImageFile.load(path: path) == picture)
        #expect(try ImageFile.decode(ImageFile.ppm(picture)) == picture)
    }

    @Test func bmpLoadsExactly() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(TestPictures.bmp(picture), to: "picture.bmp")

        #expect(try ImageFile.load(path: path) == picture)
    }

    @Test func jpegLoadsScaledWhenAskedToCoverASmallSize() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(JPEG.encode(TestPictures.gradient(width: 640, height: 480)), to: "photo.jpg")

        let image = try ImageFile.load(path: path, covering: ImageSize(width: 80, height: 60))

        #expect(image.size == ImageSize(width: 80, height: 60))
    }

    @Test func aZeroByteFileAndATextFileAreTypedErrors() throws {
        let directory = try TemporaryDirectory()
        let empty = try directory.write(Data(), to: "empty.jpg")
        let text = try directory.write(Data("just some notes".utf8), to: "notes.jpg")

        #expect(throws: ImagingError.empty) { try ImageFile.load(path: empty) }
        #expect(throws: ImagingError.unsupportedFormat) { try ImageFile.load(path: text) }
    }

    @Test func decodingIntoAnImageOfTheRightSizeReusesIt() throws {
        let jpeg = try JPEG.encode(TestPictures.gradient(width: 64, height: 48), quality: 95)
        var image = RGBImage(width: 64, height: 48, filledWith: .white)

        try JPEG.decode(jpeg, into: &image)

        #expect(image == (try JPEG.decode(jpeg)))
    }

    @Test func formatsAreKnownByTheirSignature() {
        #expect(ImageFormat(signature: [0xFF, 0xD8, 0xFF]) == .jpeg)
        #expect(ImageFormat(signature: Array("P6\n".utf8)) == .ppm)
        #expect(ImageFormat(signature: Array("BM6".utf8)) == .bmp)
        #expect(ImageFormat(signature: Array("GIF".utf8)) == nil)
        #expect(ImageFormat(signature: [UInt8]()) == nil)
    }
}
