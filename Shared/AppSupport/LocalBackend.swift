import Networking

/// The backend an app runs for itself when no `--server` is named: where it listens, once it
/// does, and how to stop it.
public struct LocalBackend: Sendable {
    /// Waits for the backend to listen; a request made before waits with it.
    public let address: ServerAddress
    /// Stops the backend and returns when it is down.
    public let stop: @Sendable () async -> Void

    public init(address: ServerAddress, stop: @escaping @Sendable () async -> Void) {
        self.address = address
        self.stop = stop
    }
}
