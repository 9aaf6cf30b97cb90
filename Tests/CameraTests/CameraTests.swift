import Camera
import Foundation
import Imaging
import TestSupport
import Testing

@Suite("Camera, assembled")
struct CameraTests {
    private let resolution = ImageSize(width: 320, height: 180)

    @Test func theFirstDeviceIsSetAndAPhotoNeedsTheCameraStarted() async throws {
        let sut = await CameraFactory.make(
            devices: [TestPatternDevice(resolution: resolution)], clock: ImmediateClock())

        #expect(await sut.currentCamera()?.name == "Test Pattern")
        await #expect(throws: CameraError.cameraNotStarted) { try await sut.takePhoto(with: PhotoSettings()) }
    }

    @Test func aPhotoComesAsJPEGOrPPMAndTurned() async throws {
        let sut = await CameraFactory.make(
            devices: [TestPatternDevice(resolution: resolution)], clock: ImmediateClock())
        try await sut.start()

        let jpeg = try await sut.takePhoto(with: PhotoSettings(format: .jpeg(quality: 80)))
        let ppm = try await sut.takePhoto(with: PhotoSettings(format: .ppm, rotation: .degrees90))

        #expect(try JPEG.header(of: jpeg).size == resolution)
        #expect(try ImageFile.decode(ppm).size == ImageSize(width: 180, height: 320))
    }

    @Test func aPhotoIsOfTheFrameThePreviewShowedLast() async throws {
        let device = TestPatternDevice(resolution: resolution)
        let sut = await CameraFactory.make(devices: [device], clock: ImmediateClock())
        try await sut.start()

        var iterator = try await sut.previewFrames(fitting: ImageSize(width: 32, height: 18), framesPerSecond: 10)
            .makeAsyncIterator()
        for _ in 0..<6 { _ = try await iterator.next() }
        let photo = try await sut.takePhoto(with: PhotoSettings(format: .ppm))

        #expect(try ImageFile.decode(photo) == device.capture(frameNumber: 5, flash: .off))
    }

    @Test func switchingCamerasWhileRunningKeepsItRunning() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(ImageFile.ppm(RGBImage(width: 8, height: 8, filledWith: .white)), to: "white.ppm")
        let folderDevice = FolderDevice(directory: folder.path)
        let sut = await CameraFactory.make(
            devices: [TestPatternDevice(resolution: resolution), folderDevice], clock: ImmediateClock())
        try await sut.start()

        try await sut.set(folderDevice.device.id)
        let photo = try await sut.takePhoto(with: PhotoSettings(format: .ppm))

        #expect(await sut.currentCamera() == folderDevice.device)
        #expect(try ImageFile.decode(photo) == RGBImage(width: 8, height: 8, filledWith: .white))
    }

    @Test func theNextCameraFollowsTheCurrentOneAndWrapsRound() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(ImageFile.ppm(RGBImage(width: 8, height: 8, filledWith: .white)), to: "white.ppm")
        let folderDevice = FolderDevice(directory: folder.path)
        let sut = await CameraFactory.make(
            devices: [TestPatternDevice(resolution: resolution), folderDevice], clock: ImmediateClock())
        try await sut.start()

        #expect(try await sut.switchToNextCamera() == folderDevice.device)
        #expect(await sut.currentCamera() == folderDevice.device)
        #expect(try await sut.switchToNextCamera()?.id == "test-pattern")
    }

    @Test func withOneCameraThereIsNoNextOne() async throws {
        let sut = await CameraFactory.make(
            devices: [TestPatternDevice(resolution: resolution)], clock: ImmediateClock())
        try await sut.start()

        #expect(try await sut.switchToNextCamera() == nil)
        #expect(await sut.currentCamera()?.id == "test-pattern")
    }

    @Test func aCameraThatCannotOpenIsNotSwitchedTo() async throws {
        let missing = FolderDevice(directory: "/nonexistent/photos")
        let sut = await CameraFactory.make(
            devices: [TestPatternDevice(resolution: resolution), missing], clock: ImmediateClock())
        try await sut.start()

        await #expect(throws: CameraError.self) { try await sut.set(missing.device.id) }

        #expect(await sut.currentCamera()?.name == "Test Pattern")
        _ = try await sut.takePhoto(with: PhotoSettings())
    }

    @Test func noDevicesMeansNoCamera() async {
        let sut = await CameraFactory.make(devices: [], clock: ImmediateClock())

        #expect(await sut.availableCameras().isEmpty)
        await #expect(throws: CameraError.noCameraAvailable) { try await sut.start() }
    }
}
