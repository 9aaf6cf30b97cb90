import Foundation
import Imaging
import TestSupport
import Testing

@testable import Camera

@Suite("Take photo")
struct TakePhotoUseCaseTests {
    @Test func withoutACameraSetItFailsAndTakesNothing() async {
        let session = CameraSessionSpy(devices: [.front])
        let controller = CameraControllerSpy()
        let sut = TakePhotoUseCase(session: session, controller: controller)

        await #expect(throws: CameraError.noCameraSet) { try await sut.execute(with: PhotoSettings()) }
        #expect(await controller.photoSettings.isEmpty)
    }

    @Test func withTheCameraNotStartedItFailsAndTakesNothing() async {
        let session = CameraSessionSpy(devices: [.front], current: .front, started: false)
        let controller = CameraControllerSpy()
        let sut = TakePhotoUseCase(session: session, controller: controller)

        await #expect(throws: CameraError.cameraNotStarted) { try await sut.execute(with: PhotoSettings()) }
        #expect(await controller.photoSettings.isEmpty)
    }

    @Test func withARunningCameraItPassesTheSettingsOn() async throws {
        let session = CameraSessionSpy(devices: [.front], current: .front, started: true)
        let controller = CameraControllerSpy()
        let sut = TakePhotoUseCase(session: session, controller: controller)
        let settings = PhotoSettings(format: .ppm, flash: .auto, rotation: .degrees270)

        let photo = try await sut.execute(with: settings)

        #expect(photo == controller.photo)
        #expect(await controller.photoSettings == [settings])
    }
}

@Suite("Start, stop and set the camera")
struct CameraStateUseCaseTests {
    @Test func startingWithNoCameraAtAllSaysNoneIsAvailable() async {
        let session = CameraSessionSpy()

        await #expect(throws: CameraError.noCameraAvailable) {
            try await StartCameraUseCase(session: session).execute()
        }
        #expect(await session.startCount == 0)
    }

    @Test func startingWithNoCameraSetSaysSo() async {
        let session = CameraSessionSpy(devices: [.front])

        await #expect(throws: CameraError.noCameraSet) { try await StartCameraUseCase(session: session).execute() }
        #expect(await session.startCount == 0)
    }

    @Test func startingStartsOnce() async throws {
        let session = CameraSessionSpy(devices: [.front], current: .front)
        let sut = StartCameraUseCase(session: session)

        try await sut.execute()
        try await sut.execute()

        #expect(await session.startCount == 1)
        #expect(await session.isStarted())
    }

    @Test func aDeviceThatFailsToStartReportsWhy() async {
        let session = CameraSessionSpy(devices: [.front], current: .front, startError: .deviceFailed(reason: "busy"))

        await #expect(throws: CameraError.deviceFailed(reason: "busy")) {
            try await StartCameraUseCase(session: session).execute()
        }
        #expect(await !session.isStarted())
    }

    @Test func stoppingStopsOnlyARunningCamera() async {
        let session = CameraSessionSpy(devices: [.front], current: .front, started: true)
        let sut = StopCameraUseCase(session: session)

        await sut.execute()
        await sut.execute()

        #expect(await session.stopCount == 1)
    }

    @Test func settingAnUnknownCameraPassesTheSessionsRefusalOn() async {
        let session = CameraSessionSpy(devices: [.front])

        await #expect(throws: CameraError.unknownCamera(id: "side")) {
            try await SetCameraUseCase(session: session).execute("side")
        }
        #expect(await session.selected.isEmpty)
    }

    @Test func settingAKnownCameraSelectsIt() async throws {
        let session = CameraSessionSpy(devices: [.front, .back])

        try await SetCameraUseCase(session: session).execute("back")

        #expect(await session.selected == ["back"])
    }

    @Test func theAvailableCamerasAreTheSessions() async {
        let session = CameraSessionSpy(devices: [.front, .back])

        #expect(await RetrieveAvailableCamerasUseCase(session: session).execute() == [.front, .back])
    }
}

@Suite("Preview frames")
struct PreviewFramesUseCaseTests {
    @Test func aCameraNotStartedHasNoPreview() async {
        let session = CameraSessionSpy(devices: [.front], current: .front)
        let sut = PreviewFramesUseCase(session: session, controller: CameraControllerSpy(), clock: ImmediateClock())

        await #expect(throws: CameraError.cameraNotStarted) {
            try await sut.execute(fitting: ImageSize(width: 8, height: 8), framesPerSecond: 10)
        }
    }

    @Test func framesComeNumberedAtTheChosenRateUntilTheCameraStops() async throws {
        let session = CameraSessionSpy(devices: [.front], current: .front, started: true)
        let controller = CameraControllerSpy()
        let clock = ImmediateClock()
        await controller.onFrame { number in
            if number == 3 { await session.setStarted(false) }
        }
        let sut = PreviewFramesUseCase(session: session, controller: controller, clock: clock)
        let start = clock.now

        var sizes: [ImageSize] = []
        for try await frame in try await sut.execute(fitting: ImageSize(width: 4, height: 3), framesPerSecond: 10) {
            sizes.append(frame.size)
        }

        #expect(await controller.requestedFrames == [0, 1, 2, 3])
        #expect(sizes == Array(repeating: ImageSize(width: 4, height: 3), count: 4))
        // Four frames at 10 fps: the first at once, then three more 100 ms apart, then one last wait.
        #expect(start.duration(to: clock.now) == .milliseconds(400))
    }
}

@Suite("Device session")
struct DeviceCameraSessionTests {
    @Test func aStopDuringAStartWaitsForItAndClosesWhatItOpened() async throws {
        let device = SlowOpeningDevice()
        let sut = DeviceCameraSession(devices: [device])
        try await sut.select(device.device.id)

        async let started: Void = sut.start()
        await device.waitUntilOpening()
        async let stopped: Void = sut.stop()
        await device.finishOpening()
        try await started
        await stopped

        #expect(await !sut.isStarted())
        #expect(await device.opened == 1)
        #expect(await device.closed == 1)
    }

    @Test func twoStartsAtOnceOpenTheDeviceOnce() async throws {
        let device = SlowOpeningDevice()
        let sut = DeviceCameraSession(devices: [device])
        try await sut.select(device.device.id)

        async let first: Void = sut.start()
        await device.waitUntilOpening()
        async let second: Void = sut.start()
        await device.finishOpening()
        try await first
        try await second

        #expect(await sut.isStarted())
        #expect(await device.opened == 1)
    }
}
