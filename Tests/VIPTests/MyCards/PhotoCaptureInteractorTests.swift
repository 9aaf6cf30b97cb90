import Camera
import Domain
import Foundation
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Photo capture interactor")
struct PhotoCaptureInteractorTests {
    let scheduler = ManualScheduler()
    let work = WorkRecorder()
    let presenter = PhotoCapturePresenterSpy()

    private func makeSUT(camera: any Camera) -> PhotoCaptureInteractor {
        let sut = PhotoCaptureInteractor(camera: camera, scheduler: scheduler, work: work)
        sut.presenter = presenter
        return sut
    }

    @Test func everyFrameRunsTheWholeCycleUntilTheCameraStops() async {
        let sut = makeSUT(camera: await CardFixtures.testCamera())

        await sut.start(request: .init())
        #expect(presenter.settings.last == "Test Pattern, Off")
        #expect(presenter.frames == 1)
        #expect(scheduler.intervals == [.milliseconds(100)])
        scheduler.fire(times: 3)
        await work.settle()
        #expect(presenter.frames >= 2)

        await sut.stop()
        #expect(scheduler.scheduledCount == 0)
    }

    @Test func aPhotoIsTheRegionInsideTheOutlineKeptForTheRouter() async throws {
        let sut = makeSUT(camera: await CardFixtures.testCamera())
        await sut.start(request: .init())
        sut.toggleFlash(request: .init())

        await sut.takePhoto(request: .init())

        #expect(presenter.settings.last == "Test Pattern, On")
        let photo = try #require(sut.photo)
        #expect(try JPEG.header(of: photo).size == Imaging.CardPhoto.size)
        #expect(presenter.taken == 1)
    }

    @Test func withoutACameraNothingIsTakenAndItSaysWhy() async {
        let sut = makeSUT(camera: await CameraFactory.make(devices: []))

        await sut.start(request: .init())
        await sut.takePhoto(request: .init())
        await sut.switchCamera(request: .init())

        #expect(presenter.failures == ["No camera is available.", "No camera is available.", "no other camera"])
        #expect(sut.photo == nil)
    }

    @Test func theCameraLineIsPresentedEvenWithoutACamera() async {
        let sut = makeSUT(camera: await CameraFactory.make(devices: []))

        await sut.start(request: .init())

        #expect(presenter.settings == ["none, Off"], "its line and keys show before the camera is asked to start")
    }
}

@MainActor
final class PhotoCapturePresenterSpy: PhotoCapturePresentationLogic {
    private(set) var settings: [String] = []
    private(set) var frames = 0
    private(set) var failures: [String] = []
    private(set) var taken = 0

    func presentLoading(response: PhotoCapture.Loading.Response) {}
    func presentSettings(response: PhotoCapture.Settings.Response) {
        settings.append("\(response.cameraName ?? "none"), \(response.flash.title)")
    }
    func presentFrame(response: PhotoCapture.Frame.Response) { frames += 1 }

    func presentFailure(response: PhotoCapture.Failure.Response) {
        switch response {
        case .camera(let error): failures.append("\(error)")
        case .noOtherCamera: failures.append("no other camera")
        case .unusablePhoto(let error): failures.append("unusable: \(error)")
        }
    }

    func presentTaken(response: PhotoCapture.Taken.Response) { taken += 1 }
}
