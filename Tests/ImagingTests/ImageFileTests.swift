import Foundation
import Imaging
import TestSupport
import Testing

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

    /// A FIFO named like a photo: opened without waiting and refused, never read — a blocking
    /// open would wait for a writer for ever. (Should that come back, a writer opened after ten
    /// seconds ends the wait, and the error is then not this one: the test fails, not hangs.)
    @Test func aFIFONamedLikeAPhotoIsRefusedAtOnce() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.path("pipe.jpg")
        try #require(mkfifo(fifo, 0o600) == 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 10) {
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }

        #expect(!ImageFile.isPhoto(atPath: fifo))
        let refusal = #expect(throws: ImagingError.self) { try ImageFile.load(path: fifo) }
        try #require(refusal == .unreadableFile(path: fifo, reason: "it is not a regular file"))
        #expect(throws: ImagingError.unreadableFile(path: fifo, reason: "it is not a regular file")) {
            try PhotoToCrop.load(path: fifo)
        }
    }

    @Test func aZeroByteFileAndATextFileAreTypedErrors() throws {
        let directory = try TemporaryDirectory()
        let empty = try directory.write(Data(), to: "empty.jpg")
        let text = try directory.write(Data("just some notes".utf8), to: "notes.jpg")

        #expect(throws: ImagingError.empty) { try ImageFile.load(path: empty) }
        #expect(throws: ImagingError.unsupportedFormat) { try ImageFile.load(path: text) }
    }

    @Test func decodingIntoAnImageOfTheRightSizeReusesItsMemory() throws {
        let jpeg = try JPEG.encode(TestPictures.gradient(width: 64, height: 48), quality: 95)
        var image = RGBImage(width: 64, height: 48, filledWith: .white)
        let before = image.bytes.withUnsafeBufferPointer { $0.baseAddress }

        try JPEG.decode(jpeg, into: &image)

        #expect(image.bytes.withUnsafeBufferPointer { $0.baseAddress } == before)
        #expect(image == (try JPEG.decode(jpeg)))
    }

    @Test func aFailedDecodeIntoAnImageLeavesItEmpty() throws {
        // Large enough that its first half holds the whole header: the pixels are what is cut.
        let jpeg = try JPEG.encode(TestPictures.gradient(width: 320, height: 240), quality: 95)
        var image = RGBImage(width: 320, height: 240, filledWith: .white)

        #expect(throws: ImagingError.self) { try JPEG.decode(jpeg.prefix(jpeg.count / 2), into: &image) }

        #expect(image.size == ImageSize(width: 0, height: 0))
    }

    @Test func decodingToFitShrinksWithTheAspectAndNeverEnlarges() throws {
        let jpeg = try JPEG.encode(TestPictures.gradient(width: 800, height: 600))
        let ppm = ImageFile.ppm(TestPictures.gradient(width: 40, height: 30))

        let shrunk = try ImageFile.decode(jpeg, fitting: ImageSize(width: 100, height: 100))
        let small = try ImageFile.decode(ppm, fitting: ImageSize(width: 100, height: 100))

        #expect(shrunk.size == ImageSize(width: 100, height: 75))
        #expect(small.size == ImageSize(width: 40, height: 30))
    }

    @Test func aPPMWithALongCommentStillOpens() throws {
        let comment = "# " + String(repeating: "made by a scanner that likes to talk ", count: 20) + "\n"
        let ppm = Data("P6\n\(comment)\(picture.width) \(picture.height)\n255\n".utf8) + Data(picture.bytes)

        #expect(try ImageFile.decode(ppm) == picture)
    }

    @Test func aTopDownBMPIsRefusedWithAReason() throws {
        var bmp = TestPictures.bmp(picture)
        // A negative height means rows are stored from the top: flip the rows to match.
        let rowLength = (picture.width * 3 + 3) / 4 * 4
        let rows = (0..<picture.height).map { bmp[(54 + $0 * rowLength)..<(54 + ($0 + 1) * rowLength)] }
        bmp.replaceSubrange(54..., with: rows.reversed().joined())
        let height = UInt32(bitPattern: -Int32(picture.height))
        bmp.replaceSubrange(22..<26, with: (0..<4).map { UInt8(truncatingIfNeeded: height >> (8 * $0)) })

        // libjpeg-turbo 2.1 reads bottom-up BMPs only.
        #expect(throws: ImagingError.unsupportedVariant(reason: "top-down BMP files are not supported")) {
            try ImageFile.decode(bmp)
        }
    }

    @Test func anOldCoreHeaderBMPHasItsSizeRead() throws {
        var header = Data("BM".utf8) + Data(repeating: 0, count: 12)
        header += Data([12, 0, 0, 0, 0x10, 0x27, 0x10, 0x27])  // 12-byte core header: 10000 × 10000

        #expect(throws: ImagingError.tooLarge(width: 10000, height: 10000, limit: 1_000_000)) {
            try ImageFile.decode(header + Data(repeating: 0, count: 64), limits: ImageLimits(maxPixels: 1_000_000))
        }
    }

    @Test func formatsAreKnownByTheirSignature() {
        #expect(ImageFormat(signature: [0xFF, 0xD8, 0xFF]) == .jpeg)
        #expect(ImageFormat(signature: Array("P6\n".utf8)) == .ppm)
        #expect(ImageFormat(signature: Array("BM6".utf8)) == .bmp)
        #expect(ImageFormat(signature: Array("GIF".utf8)) == nil)
        #expect(ImageFormat(signature: [UInt8]()) == nil)
    }
}
