import Camera
import Domain
import Foundation
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Photo capture interactor")
struct PhotoCaptureInteractorTests {
    let scheduler = ManualScheduler()
    let work = WorkRecorder()
    let output = PhotoCaptureOutputSpy()

    private func makeSUT(camera: any Camera) -> PhotoCaptureInteractor {
        let sut = PhotoCaptureInteractor(camera: camera, scheduler: scheduler, work: work)
        sut.output = output
        return sut
    }

    @Test func theCameraStartsAndAFrameIsPulledEachTickUntilItStops() async {
        let sut = makeSUT(camera: await CardFixtures.testCamera())

        sut.loadSettings()
        #expect(output.settings == ["none, Off"])
        await sut.startCamera()
        #expect(output.settings.last == "Test Pattern, Off")
        #expect(output.frames == 1)
        #expect(scheduler.intervals == [.milliseconds(100)])
        scheduler.fire(times: 3)
        await work.settle()
        #expect(output.frames >= 2)

        await sut.stopCamera()
        #expect(scheduler.scheduledCount == 0)
    }

    @Test func aPhotoIsTheRegionInsideTheOutlineWithTheFlashSet() async throws {
        let sut = makeSUT(camera: await CardFixtures.testCamera())
        await sut.startCamera()
        sut.toggleFlash()

        await sut.takePhoto()

        #expect(output.settings.last == "Test Pattern, On")
        let photo = try #require(output.photos.first)
        #expect(try JPEG.header(of: photo).size == CardPhoto.size)
    }

    @Test func withoutACameraNothingIsTakenAndItSaysWhy() async {
        let sut = makeSUT(camera: await CameraFactory.make(devices: []))

        await sut.startCamera()
        await sut.takePhoto()
        await sut.switchCamera()

        #expect(output.failures == ["No camera is available.", "No camera is available.", "no other camera"])
        #expect(output.photos.isEmpty)
        #expect(scheduler.scheduledCount == 0)
    }
}

@MainActor
final class PhotoCaptureOutputSpy: PhotoCaptureInteractorOutputProtocol {
    private(set) var frames = 0
    private(set) var photos: [Data] = []
    private(set) var failures: [String] = []

    private(set) var settings: [String] = []

    func settingsChanged(cameraName: String?, flash: FlashMode) {
        settings.append("\(cameraName ?? "none"), \(flash.title)")
    }
    func frameArrived(_ frame: RGBImage) { frames += 1 }
    func noOtherCamera() { failures.append("no other camera") }
    func cameraFailed(_ error: CameraError) { failures.append("\(error)") }
    func photoTaken(_ photo: Data) { photos.append(photo) }
    func photoCouldNotBeUsed(_ error: any Error) { failures.append("\(error)") }
}
