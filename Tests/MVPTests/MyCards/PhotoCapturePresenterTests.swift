import Camera
import Domain
import Foundation
import Imaging
import Presentation
import TestSupport
import Testing

@testable import MyCardsMVP

@MainActor
@Suite("MVP · Photo capture presenter")
struct PhotoCapturePresenterTests {
    let scheduler = ManualScheduler()
    let work = WorkRecorder()

    private func makeSUT(camera: any Camera, onPhotoTaken: @escaping (Data) -> Void = { _ in }) -> (
        PhotoCapturePresenter, PhotoCaptureViewSpy
    ) {
        let sut = PhotoCapturePresenter(camera: camera, scheduler: scheduler, work: work, onPhotoTaken: onPhotoTaken)
        let view = PhotoCaptureViewSpy()
        sut.view = view
        return (sut, view)
    }

    @Test func theCaptureShowsTheCameraAFrameAndTheOutlineThenPullsAFramePerTick() async {
        let (sut, view) = makeSUT(camera: await CardFixtures.testCamera())
        sut.viewDidLoad()
        #expect(view.cameraLine == "Camera: none   Flash: Off")

        await sut.viewWillAppear()

        #expect(view.cameraLine == "Camera: Test Pattern   Flash: Off")
        #expect(view.frameCount == 1)
        #expect(view.outline != nil)
        #expect(view.loadingLog == [true, false])
        #expect(scheduler.intervals == [.milliseconds(100)])
        scheduler.fire(times: 2)
        await work.settle()
        #expect(view.frameCount >= 2, "a tick pulls the next frame, unless one is still on its way")

        await sut.viewWillDisappear()
        #expect(scheduler.scheduledCount == 0)
    }

    @Test func flashCyclesAndTheKeyBarSaysWhichIsSet() async {
        let (sut, view) = makeSUT(camera: await CameraFactory.make(devices: []))

        sut.flashTapped()

        #expect(view.flashTitle == "Flash: On")
        #expect(view.cameraLine == "Camera: none   Flash: On")
    }

    @Test func aPhotoIsTheRegionInsideTheOutline() async throws {
        var photos: [Data] = []
        let (sut, _) = makeSUT(camera: await CardFixtures.testCamera()) { photos.append($0) }
        await sut.viewWillAppear()

        await sut.takePhotoTapped()

        let photo = try #require(photos.first)
        #expect(try JPEG.header(of: photo).size == CardPhoto.size)
    }

    @Test func withoutACameraItSaysSoAndTakesNothing() async {
        var photos = 0
        let (sut, view) = makeSUT(camera: await CameraFactory.make(devices: [])) { _ in photos += 1 }

        await sut.viewWillAppear()
        await sut.takePhotoTapped()

        #expect(view.alerts == ["No camera is available.", "No camera is available."])
        #expect(photos == 0)
        #expect(scheduler.scheduledCount == 0)
    }
}

/// Keeps what the presenter showed.
@MainActor
private final class PhotoCaptureViewSpy: PhotoCaptureViewProtocol {
    var status: String?
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var loadingLog: [Bool] = []
    private(set) var alerts: [String] = []
    private(set) var cameraLine = ""
    private(set) var flashTitle = ""
    private(set) var frameCount = 0
    private(set) var outline: PixelRect?

    func present(_ alert: AlertContent) {
        alerts.append(alert.message)
    }

    func setCameraLine(_ line: String) {
        cameraLine = line
    }

    func setFlashKeyTitle(_ title: String) {
        flashTitle = title
    }

    func setFrame(_ frame: RGBImage, outline: PixelRect?) {
        frameCount += 1
        self.outline = outline
    }
}
