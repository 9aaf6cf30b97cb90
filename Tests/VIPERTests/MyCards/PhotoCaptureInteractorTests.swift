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
        #expect(output.settings == [.settingsChanged(cameraName: nil, flash: .off)])
        await sut.startCamera()
        #expect(output.settings.last == .settingsChanged(cameraName: "Test Pattern", flash: .off))
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

        #expect(output.settings.last == .settingsChanged(cameraName: "Test Pattern", flash: .on))
        let photo = try #require(output.photos.first)
        #expect(try JPEG.header(of: photo).size == CardPhoto.size)
    }

    @Test func withoutACameraNothingIsTakenAndItSaysWhy() async {
        let sut = makeSUT(camera: await CameraFactory.make(devices: []))

        await sut.startCamera()
        await sut.takePhoto()
        await sut.switchCamera()

        #expect(
            output.failures == [.cameraFailed(.noCameraAvailable), .cameraFailed(.noCameraAvailable), .noOtherCamera])
        #expect(output.photos.isEmpty)
        #expect(scheduler.scheduledCount == 0)
    }
}

@MainActor
final class PhotoCaptureOutputSpy: PhotoCaptureInteractorOutputProtocol {
    private(set) var frames = 0
    private(set) var photos: [Data] = []

    /// A call the spy took, in `failures` or in `settings`.
    enum Call: Equatable {
        case settingsChanged(cameraName: String?, flash: FlashMode)
        case noOtherCamera
        case cameraFailed(CameraError)
        case photoCouldNotBeUsed(errorDescription: String)
    }

    private(set) var failures: [Call] = []

    private(set) var settings: [Call] = []

    func settingsChanged(cameraName: String?, flash: FlashMode) {
        settings.append(.settingsChanged(cameraName: cameraName, flash: flash))
    }
    func frameArrived(_ frame: RGBImage) { frames += 1 }
    func noOtherCamera() { failures.append(.noOtherCamera) }
    func cameraFailed(_ error: CameraError) { failures.append(.cameraFailed(error)) }
    func photoTaken(_ photo: Data) { photos.append(photo) }
    func photoCouldNotBeUsed(_ error: any Error) {
        failures.append(.photoCouldNotBeUsed(errorDescription: String(describing: error)))
    }
}
