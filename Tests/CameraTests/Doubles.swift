import Foundation
import Imaging

@testable import Camera

/// A session whose state tests set, recording what the use cases asked of it. Like the real
/// session, it refuses to select a camera it does not have.
actor CameraSessionSpy: CameraSession {
    private(set) var devices: [CameraDevice]
    private(set) var current: CameraDevice?
    private(set) var started: Bool
    private(set) var startError: CameraError?
    private(set) var selected: [CameraDevice.ID] = []
    private(set) var startCount = 0
    private(set) var stopCount = 0

    init(
        devices: [CameraDevice] = [], current: CameraDevice? = nil, started: Bool = false,
        startError: CameraError? = nil
    ) {
        self.devices = devices
        self.current = current
        self.started = started
        self.startError = startError
    }

    func setStarted(_ value: Bool) { started = value }

    func availableDevices() -> [CameraDevice] { devices }
    func currentDevice() -> CameraDevice? { current }
    func isStarted() -> Bool { started }

    func select(_ id: CameraDevice.ID) throws(CameraError) {
        guard devices.contains(where: { $0.id == id }) else { throw .unknownCamera(id: id) }
        selected.append(id)
    }

    func start() throws(CameraError) {
        startCount += 1
        if let startError { throw startError }
        started = true
    }

    func stop() {
        stopCount += 1
        started = false
    }
}

/// A controller that returns canned frames and photos and records each request.
actor CameraControllerSpy: CameraController {
    private(set) var requestedFrames: [Int] = []
    private(set) var photoSettings: [PhotoSettings] = []
    /// Called after each frame is handed out, so a test can stop the camera mid-preview.
    var afterFrame: (@Sendable (Int) async -> Void)?
    let photo = Data([0xFF, 0xD8, 0x01])

    func onFrame(_ action: @escaping @Sendable (Int) async -> Void) { afterFrame = action }

    func previewFrame(number: Int, fitting size: ImageSize) async -> RGBImage {
        requestedFrames.append(number)
        await afterFrame?(number)
        return RGBImage(width: size.width, height: size.height, filledWith: RGB(grey: UInt8(number % 256)))
    }

    func capturePhoto(with settings: PhotoSettings) -> Data {
        photoSettings.append(settings)
        return photo
    }
}

extension CameraDevice {
    static let front = CameraDevice(id: "front", name: "Front")
    static let back = CameraDevice(id: "back", name: "Back")
}

/// A device whose `open` waits until the test lets it finish, to catch calls that overlap it.
actor SlowOpeningDevice: CaptureDevice {
    nonisolated let device = CameraDevice(id: "slow", name: "Slow")
    private(set) var opened = 0
    private(set) var closed = 0
    private var waiting: CheckedContinuation<Void, Never>?
    private var openStarted: CheckedContinuation<Void, Never>?

    /// Returns once `open` has begun and is waiting.
    func waitUntilOpening() async {
        if waiting != nil { return }
        await withCheckedContinuation { openStarted = $0 }
    }

    func finishOpening() {
        waiting?.resume()
        waiting = nil
    }

    func open() async {
        opened += 1
        await withCheckedContinuation { continuation in
            waiting = continuation
            openStarted?.resume()
            openStarted = nil
        }
    }

    func close() { closed += 1 }

    func previewFrame(number: Int, fitting size: ImageSize) -> RGBImage { RGBImage(width: 1, height: 1) }

    func capture(frameNumber: Int, flash: FlashMode) -> RGBImage { RGBImage(width: 1, height: 1) }
}
