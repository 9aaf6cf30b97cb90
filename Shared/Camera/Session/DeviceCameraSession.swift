/// The session over capture devices: it opens the set device when started and closes it when
/// stopped or switched away from.
public actor DeviceCameraSession: CameraSession {
    private let devices: [any CaptureDevice]
    private var selected: (any CaptureDevice)?
    private var started = false

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
        guard device.device != selected?.device else { return }
        if started {
            try await device.open()
            await selected?.close()
        }
        selected = device
    }

    public func start() async throws(CameraError) {
        guard !started else { return }
        guard let selected else { throw .noCameraSet }
        try await selected.open()
        started = true
    }

    public func stop() async {
        guard started else { return }
        started = false
        await selected?.close()
    }
}
