import Domain
import Foundation

/// Why a request to the backend failed, in words an app can show as they are.
public enum NetworkError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// No connection could be made: the request never left.
    case unreachable(server: String, reason: String)
    /// The backend the app starts for itself (no `--server`) never listened: the request never left.
    case localBackendDidNotStart(reason: String)
    /// The connection broke while the request was under way: the server may have taken it.
    case connectionLost(server: String)
    case timeout(after: Duration)
    /// 401: the server's reason, e.g. "Invalid username or password."
    case unauthorized(reason: String)
    case notFound(reason: String)
    case conflict(reason: String)
    /// Any other 4xx or 5xx, with the server's reason.
    case rejected(status: Int, reason: String)
    case malformedResponse(reason: String)
    /// The request could not even be made (a bad server address, a value that cannot be sent).
    case invalidRequest(reason: String)
    /// A failure injected by `NetworkConditions.failureRate`, to watch an app handle errors.
    case simulatedFailure
    /// Called off before it left: the server never saw it.
    case cancelled
    /// Called off once it had left: this device stopped waiting, but the server may still take it.
    case cancelledAfterSending

    public var description: String {
        switch self {
        case .unreachable(let server, let reason): "Cannot reach the server at \(server): \(reason)."
        case .localBackendDidNotStart(let reason): "The local backend did not start: \(reason)."
        case .connectionLost(let server): "Cannot reach the server at \(server): the connection was lost."
        case .timeout(let limit): "The server did not answer within \(Self.seconds(limit))."
        case .unauthorized(let reason), .notFound(let reason), .conflict(let reason): reason
        case .rejected(let status, let reason) where status >= 500: "The server failed (\(status)): \(reason)"
        case .rejected(let status, let reason): "The server refused the request (\(status)): \(reason)"
        case .malformedResponse(let reason): "The server's answer could not be read: \(reason)."
        case .invalidRequest(let reason): "The request could not be made: \(reason)."
        case .simulatedFailure: "The request failed (a simulated network failure)."
        case .cancelled: "The request was cancelled."
        case .cancelledAfterSending: "Cancelled here; the server may still save it."
        }
    }

    public var errorDescription: String? { description }

    /// "10 seconds", "1 second", "0.5 seconds".
    private static func seconds(_ duration: Duration) -> String {
        let seconds = duration / .seconds(1)
        let number = seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
        return seconds == 1 ? "1 second" : "\(number) seconds"
    }
}

extension NetworkError: DeliveryFailure {
    /// No connection at all, or a failure simulated before the request left: the backend never
    /// saw it. A lost connection, a timeout or an answer that broke off may have come after the
    /// backend took it.
    public var neverReachedBackend: Bool {
        switch self {
        case .unreachable, .localBackendDidNotStart, .simulatedFailure: true
        default: false
        }
    }

    /// Sent, and then nothing certain: a timeout, a lost connection, an answer that broke off or
    /// could not be read, or a wait called off after the request left.
    public var mayHaveLanded: Bool {
        switch self {
        case .timeout, .connectionLost, .malformedResponse, .cancelledAfterSending: true
        default: false
        }
    }

    /// The backend has no such record (404).
    public var recordNotFound: Bool {
        if case .notFound = self { return true }
        return false
    }

    /// Refused by the backend in a way that sending the same again cannot change: not found, a
    /// refusal of the request itself (4xx, but for a login that ran out, a timeout or too many
    /// requests), or a request that could not be made.
    public var refusedForGood: Bool {
        switch self {
        case .notFound, .conflict, .invalidRequest: true
        case .rejected(let status, _): (400..<500).contains(status) && ![401, 408, 429].contains(status)
        default: false
        }
    }
}
