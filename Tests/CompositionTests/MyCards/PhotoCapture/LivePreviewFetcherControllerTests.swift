import Camera
import Imaging
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsComposition

/// The live preview's fetcher alone, on a host with no view of it: the first frame when it
/// starts, then one each tick of the app's clock until it stops; a failure is reported. The
/// camera's own clock lets each frame come at once: only the app's clock paces them.
@MainActor
@Suite("MVC-Composition · Live preview fetcher child")
struct LivePreviewFetcherControllerTests {
    enum Output: Equatable {
        case frame(RGBImage)
        case failed(CameraError)
    }

    let driver = makeCardsDriver()
    let device = TestPatternDevice(resolution: ImageSize(width: 320, height: 180))
    let outputs = Outputs<Output>()

    /// The frame the preview shows as its `number`th, at the size every camera screen uses.
    private func frame(_ number: Int) -> RGBImage {
        device.previewFrame(number: number, fitting: ImageSize(width: 160, height: 100))
    }

    private func makeSUT(camera: any Camera) async -> LivePreviewFetcherController {
        let sut = LivePreviewFetcherController(camera: camera)
        sut.onFrame = { [outputs] in outputs.record(.frame($0)) }
        sut.onFailed = { [outputs] in outputs.record(.failed($0)) }
        await driver.start(ChildHost(holding: sut))
        return sut
    }

    private func startedCamera() async throws -> any Camera {
        let camera = await CameraFactory.make(devices: [device], clock: ImmediateClock())
        try await camera.start()
        return camera
    }

    @Test func theFirstFrameComesWithTheStartAndOneMoreEachTickOfTheAppsClock() async throws {
        let sut = await makeSUT(camera: try await startedCamera())

        await sut.start()
        await driver.settle()
        let atTheStart = outputs.recorded
        await driver.advance(by: .milliseconds(100))
        let afterATick = outputs.recorded
        await driver.advance(by: .milliseconds(200))

        #expect(atTheStart == [.frame(frame(0))], "none more until the clock moves")
        #expect(afterATick == [.frame(frame(0)), .frame(frame(1))])
        #expect(outputs.recorded == [.frame(frame(0)), .frame(frame(1)), .frame(frame(2)), .frame(frame(3))])
    }

    @Test func stoppedNoMoreFramesCome() async throws {
        let sut = await makeSUT(camera: try await startedCamera())
        await sut.start()
        await driver.settle()

        sut.stop()
        await driver.advance(by: .milliseconds(500))

        #expect(outputs.recorded == [.frame(frame(0))])
    }

    @Test func aStartAgainIsANewPreviewInPlaceOfTheOldOne() async throws {
        let sut = await makeSUT(camera: try await startedCamera())
        await sut.start()
        await driver.settle()

        await sut.start()
        await driver.advance(by: .milliseconds(100))

        #expect(outputs.recorded == [.frame(frame(0)), .frame(frame(0)), .frame(frame(1))], "one tick, one frame")
    }

    @Test func aCameraNotStartedIsReportedAndNoFrameComes() async {
        let camera = await CameraFactory.make(devices: [device], clock: ImmediateClock())
        let sut = await makeSUT(camera: camera)

        await sut.start()
        await driver.advance(by: .milliseconds(300))

        #expect(outputs.recorded == [.failed(.cameraNotStarted)])
    }

    @Test func withoutACameraTheFailureIsReported() async {
        let sut = await makeSUT(camera: await CameraFactory.make(devices: [], clock: ImmediateClock()))

        await sut.start()

        #expect(outputs.recorded == [.failed(.noCameraSet)])
    }

    @Test func withoutAnAppItDoesNothing() async throws {
        let sut = LivePreviewFetcherController(camera: try await startedCamera())
        sut.onFrame = { [outputs] in outputs.record(.frame($0)) }
        sut.onFailed = { [outputs] in outputs.record(.failed($0)) }

        await sut.start()

        #expect(outputs.recorded.isEmpty)
    }
}
