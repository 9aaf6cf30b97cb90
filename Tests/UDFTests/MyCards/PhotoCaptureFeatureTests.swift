import Camera
import Domain
import Imaging
import Presentation
import TestSupport
import Testing

@testable import MyCardsUDF

@MainActor
@Suite("UDF · Photo capture feature", .storesFinish)
struct PhotoCaptureFeatureTests {
    let scheduler = ManualScheduler()

    private func makeSUT(camera: any Camera) -> TestStore<PhotoCaptureFeature> {
        TestStore(
            initialState: PhotoCaptureFeature.State(side: .front),
            reducer: PhotoCaptureFeature(camera: camera, preview: LivePreview(camera: camera)),
            scheduler: scheduler
        )
    }

    @Test func theCameraStartsItsPreviewShowsTheOutlineAndPullsAFramePerTickUntilTheScreenGoes() async throws {
        let sut = makeSUT(camera: await CardFixtures.testCamera())
        // The test pattern draws the same frames every run: a twin camera says which.
        let twinCamera = await CardFixtures.testCamera()
        try await twinCamera.start()
        let twin = LivePreview(camera: twinCamera)
        let first = try #require(try await twin.start())
        let second = try #require(try await twin.nextFrame())
        #expect(sut.state.cameraLine == "Camera: none   Flash: Off")
        #expect(!sut.state.isBusy, "nothing is in flight before the screen appears")

        sut.send(.appeared) { $0.isBusy = true }
        await sut.receive(.cameraStarted(name: "Test Pattern")) { $0.cameraName = "Test Pattern" }
        await sut.receive(.previewStarted(first)) {
            $0.isBusy = false
            $0.frame = first
        }
        #expect(sut.state.outline != nil)
        #expect(scheduler.intervals == [.milliseconds(100)])
        scheduler.fire()
        await sut.receive(.tick)
        await sut.receive(.frame(second)) { $0.frame = second }

        sut.send(.disappeared)
        #expect(scheduler.scheduledCount == 0)
        await sut.finish()
    }

    @Test func flashCyclesAndTheKeyBarSaysWhichIsSet() async {
        let sut = makeSUT(camera: await CameraFactory.make(devices: []))

        sut.send(.flashTapped) { $0.flash = .on }

        #expect(sut.state.flashKeyTitle == "Flash: On")
        #expect(sut.state.cameraLine == "Camera: none   Flash: On")
        await sut.finish()
    }

    @Test func withoutACameraItSaysSoAndTakesNothing() async {
        let sut = makeSUT(camera: await CameraFactory.make(devices: []))

        sut.send(.appeared) { $0.isBusy = true }
        await sut.receive(.cameraFailed(reason: "No camera is available.")) {
            $0.isBusy = false
            $0.alert = .error("No camera is available.")
        }
        sut.send(.alert(nil)) { $0.alert = nil }
        sut.send(.takePhotoTapped) { $0.alert = .error("No camera is available.") }

        #expect(scheduler.scheduledCount == 0)
        await sut.finish()
    }
}
