/// The session over capture devices: it opens the set device when started and closes it when
/// stopped or switched away from.
///
/// Opening and closing a device take time, and an actor lets other calls in while it waits.
/// So changes of state run one after another: a `stop` that arrives while a `start` is still
/// opening the device waits for it, and closes what was opened.
public actor DeviceCameraSession: CameraSession {
    private let devices: [any CaptureDevice]
    private var selected: (any CaptureDevice)?
    private var started = false
    private var lastChange: Task<Void, Never>?

    public init(devices: [any CaptureDevice]) {
        self.devices = devices
    }

    public func availableDevices() -> [CameraDevice] { devices.map(\.device) }

    public func currentDevice() -> CameraDevice? { selected?.device }

    public func isStarted() -> Bool { started }

    /// The device frames and photos come from, while the session runs.
    func runningDevice() -> (any CaptureDevice)? { started ? selected : nil }

    public func select(_ id: CameraDevice.ID) async throws(CameraError) {
        guard let device = devices.first(where: { $0.device.id == id }) else { throw .unknownCamera(id: id) }
        try await oneAtATime { session throws(CameraError) in
            guard device.device != session.selected?.device else { return }
            if session.started {
                // Open the new device first: if it fails, the old one keeps running.
                try await device.open()
                await session.selected?.close()
            }
            session.selected = device
        }
    }

    public func start() async throws(CameraError) {
        try await oneAtATime { session throws(CameraError) in
            guard !session.started else { return }
            guard let selected = session.selected else { throw .noCameraSet }
            try await selected.open()
            session.started = true
        }
    }

    public func stop() async {
        try? await oneAtATime { session throws(CameraError) in
            guard session.started else { return }
            session.started = false
            await session.selected?.close()
        }
    }

    /// Runs `change` after every change already under way has finished.
    private func oneAtATime(
        _ change: @escaping @Sendable (isolated DeviceCameraSession) async throws(CameraError) -> Void
    ) async throws(CameraError) {
        let previous = lastChange
        let result = Task<Result<Void, CameraError>, Never> {
            await previous?.value
            do throws(CameraError) {
                try await change(self)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        lastChange = Task { _ = await result.value }
        try await result.value.get()
    }
}
