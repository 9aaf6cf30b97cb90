import Foundation
import Imaging
import TestSupport
import Testing

@testable import Camera

@Suite("Folder camera")
struct FolderDeviceTests {
    private let red = RGBImage(width: 40, height: 20, filledWith: RGB(red: 250, green: 0, blue: 0))
    private let green = RGBImage(width: 40, height: 20, filledWith: RGB(red: 0, green: 250, blue: 0))
    private let blue = RGBImage(width: 30, height: 30, filledWith: RGB(red: 0, green: 0, blue: 250))

    @Test func framesShowEachImageInNameOrderForItsShareOfFrames() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(ImageFile.ppm(green), to: "b-green.ppm")
        try folder.write(ImageFile.ppm(red), to: "a-red.ppm")
        try folder.write(JPEG.encode(blue, quality: 95), to: "c-blue.jpg")
        try folder.write(Data("notes".utf8), to: "readme.txt")
        let sut = FolderDevice(directory: folder.path, framesPerImage: 2)
        try await sut.open()

        var colours: [RGB] = []
        for number in 0..<8 {
            let frame = try await sut.previewFrame(number: number, fitting: ImageSize(width: 20, height: 20))
            colours.append(frame[frame.width / 2, frame.height / 2])
        }

        let dominant = colours.map { pixel in
            [pixel.red, pixel.green, pixel.blue].firstIndex(of: [pixel.red, pixel.green, pixel.blue].max() ?? 0)
        }
        #expect(dominant == [0, 0, 1, 1, 2, 2, 0, 0])
    }

    @Test func aPreviewIsFittedAndAPhotoIsFullSize() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(ImageFile.ppm(red), to: "card.ppm")
        let sut = FolderDevice(directory: folder.path)
        try await sut.open()

        let preview = try await sut.previewFrame(number: 0, fitting: ImageSize(width: 10, height: 10))
        let photo = try await sut.capture(frameNumber: 0, flash: .on)

        #expect(preview.size == ImageSize(width: 10, height: 5))
        #expect(photo == red)
    }

    @Test func aBrokenImageIsAnErrorNamingTheFile() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(Data([0xFF, 0xD8, 0xFF, 0x00, 0x13]), to: "broken.jpg")
        let sut = FolderDevice(directory: folder.path)
        try await sut.open()

        let error = await #expect(throws: CameraError.self) { try await sut.capture(frameNumber: 0, flash: .off) }

        guard case .deviceFailed(let reason) = error else {
            Issue.record("expected .deviceFailed, got \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("broken.jpg: "))
    }

    @Test func aFolderWithoutImagesCannotOpen() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(Data("notes".utf8), to: "readme.txt")

        await #expect(
            throws: CameraError.deviceFailed(reason: "the folder \(folder.path) holds no JPEG, PPM or BMP image")
        ) {
            try await FolderDevice(directory: folder.path).open()
        }
    }

    @Test func aMissingFolderCannotOpen() async {
        let error = await #expect(throws: CameraError.self) {
            try await FolderDevice(directory: "/nonexistent/photos").open()
        }

        guard case .deviceFailed(let reason) = error else {
            Issue.record("expected .deviceFailed, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("/nonexistent/photos"))
    }
}
