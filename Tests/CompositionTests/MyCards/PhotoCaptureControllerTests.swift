import Camera
import Domain
import Foundation
import Imaging
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsComposition

@MainActor
@Suite("MVC-Composition · Photo capture container")
struct PhotoCaptureControllerTests {
    let driver = makeCardsDriver()

    @Test func thePreviewShowsTheCameraAndTheOutline() async {
        let sut = PhotoCaptureController(camera: await CardFixtures.testCamera()) { _ in }
        await driver.start(sut)
        await driver.advance(by: .milliseconds(200))

        #expect(sut.cameraName == "Test Pattern")
        #expect(sut.preview.source != nil)
        #expect(sut.preview.outline != nil)
        #expect(driver.shows("Camera: Test Pattern   Flash: Off"))
    }

    @Test func flashCyclesOffOnAuto() async {
        let sut = PhotoCaptureController(camera: await CardFixtures.testCamera()) { _ in }
        await driver.start(sut)

        await driver.press(.character("f"))
        #expect(sut.flash == .on)
        await driver.press(.character("f"), .character("f"))
        #expect(sut.flash == .off)
    }

    @Test func aPhotoIsTheCardSizedRegionInsideTheOutline() async throws {
        var photos: [Data] = []
        let sut = PhotoCaptureController(camera: await CardFixtures.testCamera()) { photos.append($0) }
        await driver.start(sut)

        await driver.press(.enter)

        let photo = try #require(photos.first)
        #expect(try JPEG.header(of: photo).size == CardPhoto.size)
    }

    @Test func withoutACameraItSaysSoAndTakesNothing() async {
        var photos: [Data] = []
        let sut = PhotoCaptureController(camera: await CameraFactory.make(devices: [])) { photos.append($0) }
        await driver.start(sut)
        #expect(driver.shows("No camera is available."))

        await driver.press(.enter, .enter)

        #expect(photos.isEmpty)
        #expect(sut.cameraName == nil)
    }

    @Test func takingAPhotoWithoutACameraSaysSoAgain() async {
        let sut = PhotoCaptureController(camera: await CameraFactory.make(devices: [])) { _ in }
        await driver.start(sut)
        await driver.press(.enter)
        #expect(!driver.shows("No camera is available."), "the first alert is dismissed")

        await driver.press(.enter)

        #expect(driver.shows("No camera is available."))
    }

    @Test func theCameraLineShowsWhileTheCameraStarts() async {
        let sut = PhotoCaptureController(camera: await CardFixtures.testCamera()) { _ in }

        driver.startWithoutWaiting(sut)
        let shownWhileStarting = driver.shows("Camera: none   Flash: Off")
        await driver.settle()

        #expect(shownWhileStarting)
    }

    @Test func theFlashSetIsShown() async {
        let sut = PhotoCaptureController(camera: await CardFixtures.testCamera()) { _ in }
        await driver.start(sut)

        await driver.press(.character("f"))

        #expect(driver.shows("Camera: Test Pattern   Flash: On"))
    }
}
