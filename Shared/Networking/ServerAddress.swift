import Foundation

/// Where a client's backend is: known from the start (`--server`), or known once a backend the
/// app started for itself listens. A request waits for the address before its own deadline
/// starts, so a backend still starting is not mistaken for one that does not answer.
public struct ServerAddress: Sendable {
    private let resolve: @Sendable () async throws(NetworkError) -> URL

    /// An address that waits for `resolve`: it throws `.cancelled` if the caller is cancelled
    /// meanwhile, or a `NetworkError` saying why the backend never came.
    public init(awaiting resolve: @escaping @Sendable () async throws(NetworkError) -> URL) {
        self.resolve = resolve
    }

    /// An address known from the start.
    public static func fixed(_ url: URL) -> ServerAddress {
        ServerAddress { url }
    }

    /// The backend's base URL, e.g. http://127.0.0.1:41234, once there is one.
    public func url() async throws(NetworkError) -> URL {
        try await resolve()
    }
}
