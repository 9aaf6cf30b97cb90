import Foundation

/// One call to the backend: a method, a path and what to send.
struct APIRequest: Sendable {
    enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
        case put = "PUT"
        case delete = "DELETE"
    }

    enum Credentials: Sendable {
        case none
        /// The session's bearer token.
        case session
        case basic(username: String, password: String)
    }

    let method: Method
    /// Path segments after the base URL, each percent-encoded on its own: ["api", "cards", id].
    let path: [String]
    /// Query items, e.g. a page's offset and limit.
    let query: [URLQueryItem]
    let body: Data?
    let credentials: Credentials
    /// Headers of its own, e.g. `If-Match` on an update.
    var headers: [String: String] = [:]
    /// Whether sending it twice must do it once (a create): it goes with an `Idempotency-Key`.
    var idempotency = Idempotency.none
    /// Whether it changes what the person keeps on the backend (a player, a card, an account),
    /// so that Esc after it left must say the server may still save it. Logging in or out only
    /// opens or closes a session: no.
    var savesData: Bool { method != .get && !Self.sessionPaths.contains(path) }

    private static let sessionPaths: Set<[String]> = [["api", "users", "login"], ["api", "users", "logout"]]

    enum Idempotency: Sendable {
        case none
        /// A key the caller keeps with the change (a waiting change's), the same at every sending.
        case key(String)
        /// A key the client picks: a new one for a new request, the one of the last attempt for a
        /// request equal to one whose outcome is unknown (a timeout), so a retry does it once.
        case perContent
    }

    init(
        _ method: Method,
        _ path: [String],
        query: [URLQueryItem] = [],
        body: Data? = nil,
        credentials: Credentials = .session,
        headers: [String: String] = [:]
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
        self.credentials = credentials
        self.headers = headers
    }

    /// A request whose body is `value` as JSON.
    init(
        _ method: Method, _ path: [String], json value: some Encodable, credentials: Credentials = .session,
        idempotency: Idempotency = .none
    ) throws(NetworkError) {
        do {
            self.init(method, path, body: try JSONEncoder().encode(value), credentials: credentials)
        } catch {
            throw .invalidRequest(reason: "its body could not be encoded (\(error))")
        }
        self.idempotency = idempotency
    }
}
