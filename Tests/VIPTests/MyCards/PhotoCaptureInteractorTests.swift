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
        #expect(presenter.settings.last == .presentSettings(cameraName: "Test Pattern", flash: .off))
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

        #expect(presenter.settings.last == .presentSettings(cameraName: "Test Pattern", flash: .on))
        let photo = try #require(sut.photo)
        #expect(try JPEG.header(of: photo).size == Imaging.CardPhoto.size)
        #expect(presenter.taken == 1)
    }

    @Test func withoutACameraNothingIsTakenAndItSaysWhy() async {
        let sut = makeSUT(camera: await CameraFactory.make(devices: []))

        await sut.start(request: .init())
        await sut.takePhoto(request: .init())
        await sut.switchCamera(request: .init())

        #expect(
            presenter.failures == [
                .presentFailure(response: .camera(.noCameraAvailable)),
                .presentFailure(response: .camera(.noCameraAvailable)), .presentFailure(response: .noOtherCamera),
            ])
        #expect(sut.photo == nil)
    }

    @Test func theCameraLineIsPresentedEvenWithoutACamera() async {
        let sut = makeSUT(camera: await CameraFactory.make(devices: []))

        await sut.start(request: .init())

        #expect(
            presenter.settings == [.presentSettings(cameraName: nil, flash: .off)],
            "its line and keys show before the camera is asked to start")
    }
}

@MainActor
final class PhotoCapturePresenterSpy: PhotoCapturePresentationLogic {
    /// `PhotoCapture.Failure.Response`, which is not Equatable: an unusable photo's error as what
    /// it says.
    enum FailureResponse: Equatable {
        case camera(CameraError)
        case noOtherCamera
        case unusablePhoto(errorDescription: String)
    }

    enum Call: Equatable {
        case presentSettings(cameraName: String?, flash: FlashMode)
        case presentFailure(response: FailureResponse)
    }

    private(set) var settings: [Call] = []
    private(set) var frames = 0
    private(set) var failures: [Call] = []
    private(set) var taken = 0

    func presentLoading(response: PhotoCapture.Loading.Response) {}
    func presentSettings(response: PhotoCapture.Settings.Response) {
        settings.append(.presentSettings(cameraName: response.cameraName, flash: response.flash))
    }
    func presentFrame(response: PhotoCapture.Frame.Response) { frames += 1 }

    func presentFailure(response: PhotoCapture.Failure.Response) {
        switch response {
        case .camera(let error): failures.append(.presentFailure(response: .camera(error)))
        case .noOtherCamera: failures.append(.presentFailure(response: .noOtherCamera))
        case .unusablePhoto(let error):
            failures.append(.presentFailure(response: .unusablePhoto(errorDescription: String(describing: error))))
        }
    }

    func presentTaken(response: PhotoCapture.Taken.Response) { taken += 1 }
}
