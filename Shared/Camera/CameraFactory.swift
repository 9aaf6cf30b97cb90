/// Makes the camera an app uses.
public enum CameraFactory {
    /// A camera over `devices`, with the first of them set.
    public static func make(devices: [any CaptureDevice], clock: any Clock<Duration> = ContinuousClock()) async
        -> any Camera
    {
        let session = DeviceCameraSession(devices: devices)
        if let first = devices.first {
            try? await session.select(first.device.id)
        }
        return DefaultCamera(session: session, controller: DeviceCameraController(session: session), clock: clock)
    }
}
