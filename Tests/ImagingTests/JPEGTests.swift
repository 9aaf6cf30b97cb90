import Domain
import Foundation
import Testing

@testable import Imaging

@Suite("JPEG")
struct JPEGTests {
    @Test(arguments: [90, 75])
    func roundTripLooksLikeTheOriginal(quality: Int) throws {
        let original = TestPictures.gradient(width: 320, height: 200)

        let decoded = try JPEG.decode(JPEG.encode(original, quality: quality))

        #expect(decoded.size == original.size)
        #expect(TestPictures.psnr(original, decoded) > 35)
    }

    @Test func higherQualityKeepsMore() throws {
        let original = TestPictures.gradient(width: 320, height: 200)

        let rough = try JPEG.decode(JPEG.encode(original, quality: 10))
        let fine = try JPEG.decode(JPEG.encode(original, quality: 95))

        #expect(TestPictures.psnr(original, fine) > TestPictures.psnr(original, rough))
    }

    @Test func headerIsReadWithoutDecoding() throws {
        let jpeg = try JPEG.encode(TestPictures.gradient(width: 640, height: 480))

        #expect(try JPEG.header(of: jpeg).size == ImageSize(width: 640, height: 480))
    }

    @Test(arguments: [
        (ImageSize(width: 107, height: 80), ScalingFactor(numerator: 1, denominator: 8)),
        (ImageSize(width: 600, height: 378), ScalingFactor(numerator: 2, denominator: 8)),
        (ImageSize(width: 1600, height: 100), ScalingFactor(numerator: 4, denominator: 8)),
        (ImageSize(width: 4000, height: 3000), ScalingFactor(numerator: 8, denominator: 8)),
        (ImageSize(width: 5000, height: 3000), ScalingFactor.one),
    ])
    func scaleIsTheSmallestThatStillCovers(minimum: ImageSize, expected: ScalingFactor) {
        let source = ImageSize(width: 4000, height: 3000)

        let scale = ScalingFactor.smallest(covering: minimum, from: source)

        #expect(scale.numerator * expected.denominator == expected.numerator * scale.denominator)
    }

    @Test func decodingToCoverASizeUsesTheDCTScale() throws {
        let jpeg = try JPEG.encode(TestPictures.gradient(width: 800, height: 600))

        let small = try JPEG.decode(jpeg, covering: ImageSize(width: 100, height: 60))
        let medium = try JPEG.decode(jpeg, covering: ImageSize(width: 150, height: 60))

        #expect(small.size == ImageSize(width: 100, height: 75))
        #expect(medium.size == ImageSize(width: 200, height: 150))
    }

    @Test func losslessCropStartsOnAnMCUAndKeepsThePixels() throws {
        // Sharp blocks, so that a crop one MCU off would no longer match.
        let original = RGBImage(width: 320, height: 240) { x, y in
            (x / 16 + y / 16) % 3 == 0 ? .white : RGB(red: 200, green: 30, blue: 30)
        }
        let jpeg = try JPEG.encode(original, quality: 95)
        let region = PixelRect(x: 37, y: 21, width: 100, height: 80)

        let (cropped, offset) = try JPEG.losslesslyCropped(jpeg, to: region)
        let decodedCrop = try JPEG.decode(cropped)

        // 4:2:0 MCUs are 16 × 16: (37, 21) moves to (32, 16).
        #expect(offset.x == 5 && offset.y == 5)
        #expect(decodedCrop.size == ImageSize(width: 105, height: 85))
        let expected = try JPEG.decode(jpeg).cropped(to: PixelRect(x: 32, y: 16, width: 105, height: 85))
        #expect(TestPictures.psnr(expected, decodedCrop) > 40)
        let shifted = try JPEG.decode(jpeg).cropped(to: PixelRect(x: 48, y: 16, width: 105, height: 85))
        #expect(TestPictures.psnr(shifted, decodedCrop) < 20)
    }

    @Test(arguments: [
        PixelRect(x: 60, y: 0, width: 10, height: 10), PixelRect(x: Int.max - 5, y: 0, width: 10, height: 10),
    ])
    func aCropOutsideTheImageIsRefused(region: PixelRect) throws {
        let jpeg = try JPEG.encode(TestPictures.gradient(width: 64, height: 64))

        let error = #expect(throws: ImagingError.self) { try JPEG.losslesslyCropped(jpeg, to: region) }

        guard case .invalidRegion = error else {
            Issue.record("expected .invalidRegion, got \(String(describing: error))")
            return
        }
    }
}

@Suite("Damaged and hostile input")
struct HostileInputTests {
    @Test func emptyData() {
        #expect(throws: ImagingError.empty) { try JPEG.decode(Data()) }
        #expect(throws: ImagingError.empty) { try ImageFile.decode(Data()) }
    }

    @Test func somethingThatIsNotAnImage() {
        let text = Data("<html>not an image</html>".utf8)

        #expect(throws: ImagingError.unsupportedFormat) { try ImageFile.decode(text) }
        #expect(throws: ImagingError.unsupportedFormat) { try JPEG.decode(text) }
    }

    @Test func garbageAfterAJPEGSignature() {
        let garbage = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x42, count: 300))

        let error = #expect(throws: ImagingError.self) { try JPEG.decode(garbage) }

        guard case .corrupt(let reason) = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test func aTruncatedJPEG() throws {
        let jpeg = try JPEG.encode(TestPictures.gradient(width: 256, height: 256), quality: 90)

        let error = #expect(throws: ImagingError.self) { try JPEG.decode(jpeg.prefix(jpeg.count / 2)) }

        guard case .corrupt = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
    }

    @Test func aJPEGDeclaringGigapixelsIsRefusedBeforeDecoding() throws {
        let bomb = try TestPictures.jpegDeclaring(width: 60000, height: 60000)

        #expect(throws: ImagingError.tooLarge(width: 60000, height: 60000, limit: 100_000_000)) {
            try JPEG.decode(bomb, covering: ImageSize(width: 10, height: 10))
        }
        #expect(throws: ImagingError.tooLarge(width: 60000, height: 60000, limit: 100_000_000)) {
            try JPEG.losslesslyCropped(bomb, to: PixelRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(
            ImagingError.tooLarge(width: 60000, height: 60000, limit: 100_000_000).description
                == "The image is 60000 × 60000 pixels; at most 100 megapixels can be opened.")
    }

    @Test func aPPMDeclaringGigapixelsIsRefusedBeforeLoading() throws {
        let bomb = Data("P6\n# a comment\n50000 50000\n255\n".utf8) + Data(repeating: 7, count: 64)

        #expect(throws: ImagingError.tooLarge(width: 50000, height: 50000, limit: 100_000_000)) {
            try ImageFile.decode(bomb)
        }
    }

    @Test func aBMPDeclaringGigapixelsIsRefusedBeforeLoading() throws {
        var bomb = TestPictures.bmp(TestPictures.gradient(width: 4, height: 4))
        bomb.replaceSubrange(18..<26, with: [0x50, 0xC3, 0, 0, 0x50, 0xC3, 0, 0])  // 50000 × 50000

        #expect(throws: ImagingError.tooLarge(width: 50000, height: 50000, limit: 100_000_000)) {
            try ImageFile.decode(bomb)
        }
    }

    @Test func aTruncatedPPM() {
        let truncated = Data("P6\n100 100\n255\n".utf8) + Data(repeating: 200, count: 50)

        let error = #expect(throws: ImagingError.self) { try ImageFile.decode(truncated) }

        guard case .corrupt = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
    }

    @Test func aMissingFile() {
        let error = #expect(throws: ImagingError.self) { try ImageFile.load(path: "/nonexistent/photo.jpg") }

        guard case .unreadableFile(let path, _) = error else {
            Issue.record("expected .unreadableFile, got \(String(describing: error))")
            return
        }
        #expect(path == "/nonexistent/photo.jpg")
    }
}
