/// The camera's state: which cameras exist, which one is set, whether it runs.
public protocol CameraSession: Sendable {
    func availableDevices() async -> [CameraDevice]
    func currentDevice() async -> CameraDevice?
    func isStarted() async -> Bool
    func select(_ id: CameraDevice.ID) async throws(CameraError)
    func start() async throws(CameraError)
    func stop() async
}
