import Foundation
import Imaging
@testable import Camera

/// A session whose state tests set, recording what the use cases asked of it.
actor CameraSessionSpy: CameraSession {
    var devices: [CameraDevice]
    var current: CameraDevice?
    var started: Bool
    var startError: CameraError?
    private(set) var selected: [CameraDevice.ID] = []
    private(set) var startCount = 0
    private(set) var stopCount = 0

    init(devices: [CameraDevice] = [], current: CameraDevice? = nil, started: Bool = false) {
        self.devices = devices
        self.current = current
        self.started = started
    }

    func setStarted(_ value: Bool) { started = value }

    func availableDevices() -> [CameraDevice] { devices }
    func currentDevice() -> CameraDevice? { current }
    func isStarted() -> Bool { started }

    func select(_ id: CameraDevice.ID) { selected.append(id) }

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

/// A clock whose sleeps return at once, moving its time forward: preview timing without waiting.
final class ImmediateClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        lock.withLock { current = max(current, deadline) }
    }
}

extension CameraDevice {
    static let front = CameraDevice(id: "front", name: "Front")
    static let back = CameraDevice(id: "back", name: "Back")
}
