import Camera
import Domain
import Foundation
import Imaging
import TestSupport
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("MVVM · Photo capture view model")
struct PhotoCaptureViewModelTests {
    let output = MyCardsOutputSpy()
    let alerts = AlertRecorder()
    let scheduler = ManualScheduler()
    let work = WorkRecorder()

    private func makeSUT(camera: any Camera) -> PhotoCaptureViewModel {
        let sut = PhotoCaptureViewModel(camera: camera, scheduler: scheduler, work: work, output: output)
        sut.onAlert = alerts.record
        return sut
    }

    @Test func theCaptureShowsTheCameraAFrameAndTheOutlineThenPullsAFramePerTick() async {
        let sut = makeSUT(camera: await CardFixtures.testCamera())
        #expect(sut.cameraLine == "Camera: none   Flash: Off")

        await sut.viewWillAppear()

        #expect(sut.cameraLine == "Camera: Test Pattern   Flash: Off")
        #expect(sut.frame != nil)
        #expect(sut.outline != nil)
        #expect(scheduler.intervals == [.milliseconds(100)])
        scheduler.fire(times: 2)
        await work.settle()
        #expect(work.performedCount == 2, "a tick pulls the next frame")

        await sut.viewWillDisappear()
        #expect(scheduler.scheduledCount == 0)
    }

    @Test func flashCyclesAndTheKeyBarSaysWhichIsSet() async {
        let sut = makeSUT(camera: await CardFixtures.testCamera())
        await sut.viewWillAppear()

        sut.flashTapped()

        #expect(sut.cameraLine == "Camera: Test Pattern   Flash: On")
        #expect(sut.flashKeyTitle == "Flash: On")
    }

    @Test func aPhotoIsTheRegionInsideTheOutline() async throws {
        let sut = makeSUT(camera: await CardFixtures.testCamera())
        await sut.viewWillAppear()

        await sut.takePhotoTapped()

        let photo = try #require(output.photos.first)
        #expect(try JPEG.header(of: photo).size == CardPhoto.size)
    }

    @Test func withoutACameraItSaysSoAndTakesNothing() async {
        let sut = makeSUT(camera: await CameraFactory.make(devices: []))

        await sut.viewWillAppear()
        #expect(alerts.last?.message == "No camera is available.")
        await sut.takePhotoTapped()

        #expect(output.photos.isEmpty)
        #expect(scheduler.scheduledCount == 0, "nothing to preview")
    }

    @Test func takingAPhotoWithoutACameraSaysSoAgain() async {
        let sut = makeSUT(camera: await CameraFactory.make(devices: []))
        await sut.viewWillAppear()

        await sut.takePhotoTapped()

        #expect(
            alerts.alerts.map(\.message) == ["No camera is available.", "No camera is available."],
            "once on starting, once for the photo asked for")
    }
}
