import Foundation
import Imaging
import Testing

@testable import Camera

@Suite("Test pattern camera")
struct TestPatternTests {
    private let sut = TestPatternDevice(resolution: ImageSize(width: 320, height: 180))

    @Test func aFrameIsAPureFunctionOfItsNumber() {
        let first = sut.previewFrame(number: 42, fitting: ImageSize(width: 160, height: 90))
        let again = sut.previewFrame(number: 42, fitting: ImageSize(width: 160, height: 90))
        let later = sut.previewFrame(number: 43, fitting: ImageSize(width: 160, height: 90))

        #expect(first == again)
        #expect(first != later)
    }

    @Test func previewFramesFitTheRequestedSizeWithTheCamerasAspect() {
        let frame = sut.previewFrame(number: 0, fitting: ImageSize(width: 100, height: 100))

        #expect(frame.size == ImageSize(width: 100, height: 56))
    }

    @Test func theSceneShowsACardInTheMiddleOfATable() {
        let frame = sut.capture(frameNumber: 0, flash: .off)

        let centre = frame[120, 84]
        let corner = frame[2, 2]
        // The card is blue–purple left of its logo stripe; the table is warm wood.
        #expect(centre.blue > centre.red)
        #expect(corner.red > corner.blue)
    }

    @Test func flashBrightensTheShot() {
        let plain = sut.capture(frameNumber: 10, flash: .off)
        let flashed = sut.capture(frameNumber: 10, flash: .on)

        #expect(meanBrightness(flashed) > meanBrightness(plain) * 1.2)
    }

    @Test func automaticFlashFiresOnlyInDimLight() {
        // Frame 80 falls in the dim part of the light's swing, frame 30 in the bright part.
        #expect(TestPatternScene(number: 80).ambientLight < TestPatternScene.dimLight)
        #expect(TestPatternScene(number: 30).ambientLight > TestPatternScene.dimLight)

        #expect(sut.capture(frameNumber: 80, flash: .auto) == sut.capture(frameNumber: 80, flash: .on))
        #expect(sut.capture(frameNumber: 30, flash: .auto) == sut.capture(frameNumber: 30, flash: .off))
    }

    private func meanBrightness(_ image: RGBImage) -> Double {
        Double(image.bytes.reduce(0) { $0 + Int($1) }) / Double(image.bytes.count)
    }
}
