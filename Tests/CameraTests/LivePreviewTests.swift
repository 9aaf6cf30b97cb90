import Camera
import Imaging
import TerminalUI
import TestSupport
import Testing

/// The preview as every pattern's photo screen pulls it, on a clock the test moves: frames come
/// only when pulled, one pull at a time, and none from a preview that was replaced or stopped.
@MainActor
@Suite("Live preview")
struct LivePreviewTests {
    let clock = ManualClock()
    let device = TestPatternDevice(resolution: ImageSize(width: 320, height: 180))
    let size = ImageSize(width: 32, height: 18)

    private func makeSUT() async throws -> (LivePreview, any Camera) {
        let camera = await CameraFactory.make(devices: [device], clock: clock)
        try await camera.start()
        return (LivePreview(camera: camera, size: size, framesPerSecond: 10), camera)
    }

    @Test func theFirstFrameComesWithTheStartAndEachNextOneWhenPulled() async throws {
        let (sut, _) = try await makeSUT()

        let first = try await sut.start()
        #expect(first == device.previewFrame(number: 0, fitting: size))
        #expect(sut.isRunning)
        #expect(sut.interval == .milliseconds(100))

        let pull = Task { try await sut.nextFrame() }
        #expect(await clock.waitForSleepers(moreThan: 0))
        clock.advance(by: .milliseconds(100))

        #expect(try await pull.value == device.previewFrame(number: 1, fitting: size))
    }

    /// What every pattern's photo screen uses: the first frame at once, then one pulled each tick
    /// of the screen's clock, as the app's work; a stop ends the ticks, as a restart replaces them.
    @Test func startedOnAClockAFrameComesEachTickUntilStopped() async throws {
        let (sut, _) = try await makeSUT()
        let scheduler = ManualScheduler()
        let work = WorkRecorder()
        var shown: [RGBImage] = []

        try await sut.start(
            on: scheduler, work: work, show: { shown.append($0) },
            failed: { Issue.record("no failure expected: \($0)") })
        #expect(shown == [device.previewFrame(number: 0, fitting: size)])
        #expect(scheduler.intervals == [.milliseconds(100)])

        scheduler.fire()
        #expect(await clock.waitForSleepers(moreThan: 0))
        clock.advance(by: .milliseconds(100))
        await work.settle()
        #expect(shown.count == 2)
        #expect(work.performedCount == 1)

        try await sut.start(on: scheduler, work: work, show: { shown.append($0) }, failed: { _ in })
        #expect(scheduler.scheduledCount == 1, "a restart replaces the ticks")
        sut.stop()
        #expect(scheduler.scheduledCount == 0)
    }

    @Test func aSecondPullWhileOneIsOnItsWayGetsNothing() async throws {
        let (sut, _) = try await makeSUT()
        _ = try await sut.start()

        let pull = Task { try await sut.nextFrame() }
        #expect(await clock.waitForSleepers(moreThan: 0))
        let second = try await sut.nextFrame()
        clock.advance(by: .milliseconds(100))

        #expect(second == nil)
        #expect(try await pull.value != nil)
    }

    @Test func aFrameOfAPreviewStoppedMeanwhileIsDropped() async throws {
        let (sut, _) = try await makeSUT()
        _ = try await sut.start()

        let pull = Task { try await sut.nextFrame() }
        #expect(await clock.waitForSleepers(moreThan: 0))
        sut.stop()
        clock.advance(by: .milliseconds(100))

        #expect(try await pull.value == nil)
        #expect(!sut.isRunning)
    }

    @Test func aPreviewStartedAgainDropsTheOldOnesFrameAndRuns() async throws {
        let (sut, _) = try await makeSUT()
        _ = try await sut.start()

        let pull = Task { try await sut.nextFrame() }
        #expect(await clock.waitForSleepers(moreThan: 0))
        let restarted = try await sut.start()
        clock.advance(by: .milliseconds(100))

        #expect(try await pull.value == nil, "the old preview's frame is not shown")
        #expect(restarted != nil)
        #expect(sut.isRunning)
    }

    @Test func whenTheCameraStopsThePreviewEnds() async throws {
        let (sut, camera) = try await makeSUT()
        _ = try await sut.start()

        await camera.stop()
        let pull = Task { try await sut.nextFrame() }
        _ = await clock.waitForSleepers(moreThan: 0)
        clock.advance(by: .milliseconds(100))

        #expect(try await pull.value == nil)
        #expect(!sut.isRunning)
    }

    @Test func withoutAStartedCameraTheStartSaysWhy() async throws {
        let camera = await CameraFactory.make(devices: [device], clock: clock)
        let sut = LivePreview(camera: camera, size: size, framesPerSecond: 10)

        await #expect(throws: CameraError.self) { try await sut.start() }
        #expect(!sut.isRunning)
    }
}
