import Domain
import Foundation
import Hashing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The HTTP side of every remote service: sends `APIRequest`s to one backend, holds the
/// session's token in memory (never on disk), and turns every failure into a `NetworkError`.
public actor APIClient {
    private let address: ServerAddress
    private let timeout: Duration
    private let conditions: NetworkConditions
    private let writesInFlight: WritesInFlight
    private var token: String?
    /// The `Idempotency-Key` of each request sent per content whose outcome is unknown (a
    /// timeout): sent again, the same request goes with the same key. Oldest first, bounded.
    private var unconfirmedKeys: [(request: String, key: String)] = []
    private static let unconfirmedKeysKept = 64

    /// - Parameters:
    ///   - timeout: how long a whole request may take, sent and answered: the time the error
    ///     names ("did not answer within 10 seconds") is the time a person waited.
    ///   - writesInFlight: counts the writes that left and wait for an answer.
    public init(
        address: ServerAddress, timeout: Duration = .seconds(10), conditions: NetworkConditions = .unaltered,
        writesInFlight: WritesInFlight = WritesInFlight()
    ) {
        self.address = address
        self.timeout = timeout
        self.conditions = conditions
        self.writesInFlight = writesInFlight
    }

    /// One session for every client of the process: on Linux each URLSession keeps threads of
    /// its own for good, so a session per client would pile them up. Deadlines are per request.
    private static let session = URLSession(configuration: .ephemeral)

    /// A client of the backend at `baseURL`.
    public init(
        baseURL: URL, timeout: Duration = .seconds(10), conditions: NetworkConditions = .unaltered,
        writesInFlight: WritesInFlight = WritesInFlight()
    ) {
        self.init(address: .fixed(baseURL), timeout: timeout, conditions: conditions, writesInFlight: writesInFlight)
    }

    var isLoggedIn: Bool { token != nil }

    func setToken(_ newToken: String?) {
        token = newToken
    }

    /// Sends `request`; any status but 2xx is an error carrying the server's reason.
    func send(_ request: APIRequest) async throws(NetworkError) -> APIResponse {
        try await conditions.apply()
        let baseURL = try await address.url()
        let (key, unconfirmed) = idempotencyKey(for: request)
        var urlRequest = try makeURLRequest(request, baseURL: baseURL)
        if let key { urlRequest.setValue(key, forHTTPHeaderField: "Idempotency-Key") }
        let isWrite = request.savesData
        if isWrite { writesInFlight.departed() }
        defer { if isWrite { writesInFlight.answered() } }
        let (body, response): (Data, URLResponse)
        do {
            (body, response) = try await DataExchange.send(urlRequest, on: Self.session, deadline: timeout)
        } catch {
            let failure = failure(error, server: baseURL, afterSending: true)
            remember(unconfirmed, key: key, ifUnknown: failure.mayHaveLanded)
            throw failure
        }
        remember(unconfirmed, key: key, ifUnknown: false)
        guard let http = response as? HTTPURLResponse else {
            throw .malformedResponse(reason: "not an HTTP answer")
        }
        guard (200..<300).contains(http.statusCode) else {
            throw Self.error(status: http.statusCode, body: body)
        }
        return APIResponse(
            status: http.statusCode,
            body: body,
            location: http.value(forHTTPHeaderField: "Location"),
            totalCount: http.value(forHTTPHeaderField: "X-Total-Count").flatMap { Int($0) },
            eTag: http.value(forHTTPHeaderField: "ETag")
        )
    }

    private func makeURLRequest(_ request: APIRequest, baseURL: URL) throws(NetworkError) -> URLRequest {
        // Each segment escaped on its own, "/" included: a card id "a/b" stays one segment.
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove("/")
        let segments = request.path.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw .invalidRequest(reason: "\(baseURL) is not a server address")
        }
        let base =
            components.percentEncodedPath.hasSuffix("/")
            ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        components.percentEncodedPath = base + "/" + segments.joined(separator: "/")
        components.queryItems = request.query.isEmpty ? nil : request.query
        guard let url = components.url else {
            throw .invalidRequest(reason: "\(request.path.joined(separator: "/")) is not a valid path")
        }
        var urlRequest = URLRequest(url: url, timeoutInterval: timeout / .seconds(1))
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        if let body = request.body {
            urlRequest.httpBody = body
            urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        switch request.credentials {
        case .none:
            break
        case .session:
            guard let token else { throw .unauthorized(reason: "You are not logged in.") }
            urlRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        case .basic(let username, let password):
            let encoded = Data("\(username):\(password)".utf8).base64EncodedString()
            urlRequest.setValue("Basic \(encoded)", forHTTPHeaderField: "Authorization")
        }
        return urlRequest
    }

    /// The key `request` goes with, and the content it is kept under while its outcome is
    /// unknown (for a request keyed per content).
    private func idempotencyKey(for request: APIRequest) -> (key: String?, content: String?) {
        switch request.idempotency {
        case .none: return (nil, nil)
        case .key(let key): return (key, nil)
        case .perContent:
            let digest = SHA256Digest.lowercaseHex(of: request.body ?? Data())
            let content = "\(request.method.rawValue) \(request.path.joined(separator: "/")) \(digest)"
            return (unconfirmedKeys.last { $0.request == content }?.key ?? UUID().uuidString.lowercased(), content)
        }
    }

    /// Keeps the key of a request whose outcome is unknown, for the same request sent again; lets
    /// it go once the outcome is known.
    private func remember(_ content: String?, key: String?, ifUnknown isUnknown: Bool) {
        guard let content, let key else { return }
        unconfirmedKeys.removeAll { $0.request == content }
        guard isUnknown else { return }
        unconfirmedKeys.append((content, key))
        if unconfirmedKeys.count > Self.unconfirmedKeysKept { unconfirmedKeys.removeFirst() }
    }

    /// - Parameter afterSending: whether the request had left when it failed (a cancellation then
    ///   may still be taken by the server).
    private func failure(_ error: any Error, server baseURL: URL, afterSending: Bool) -> NetworkError {
        // Called off, whatever the connection said of being closed for it.
        if error is CancellationError || Task.isCancelled { return afterSending ? .cancelledAfterSending : .cancelled }
        let server = baseURL.absoluteString
        guard let urlError = error as? URLError else {
            return .invalidRequest(reason: "\(error)")
        }
        switch urlError.code {
        case .timedOut: return .timeout(after: timeout)
        case .cancelled: return afterSending ? .cancelledAfterSending : .cancelled
        case .cannotConnectToHost: return .unreachable(server: server, reason: "connection refused")
        case .networkConnectionLost: return .connectionLost(server: server)
        case .cannotFindHost, .dnsLookupFailed: return .unreachable(server: server, reason: "unknown host")
        case .notConnectedToInternet: return .unreachable(server: server, reason: "no network")
        case .secureConnectionFailed: return .unreachable(server: server, reason: "the secure connection failed")
        case .badURL: return .invalidRequest(reason: "\(server) is not a server address")
        // On Linux this is also what an answer that is not HTTP at all becomes.
        case .unsupportedURL where Self.isHTTP(baseURL):
            return .malformedResponse(reason: "not an HTTP answer (\(Self.details(of: urlError)))")
        case .unsupportedURL: return .invalidRequest(reason: "\(server) is not an http:// or https:// address")
        case .badServerResponse, .cannotParseResponse: return .malformedResponse(reason: "not a valid HTTP answer")
        // On Linux, libcurl's failures after the server was reached: e.g. an answer cut off,
        // "transfer closed with 990 bytes remaining to read".
        case .unknown: return .malformedResponse(reason: "the answer broke off (\(Self.details(of: urlError)))")
        default: return .unreachable(server: server, reason: Self.details(of: urlError))
        }
    }

    private static func isHTTP(_ url: URL) -> Bool {
        ["http", "https"].contains(url.scheme?.lowercased() ?? "") && url.host != nil
    }

    /// What the system said of the failure (on Linux, libcurl's words), or its code.
    private static func details(of error: URLError) -> String {
        let description = error.userInfo[NSLocalizedDescriptionKey] as? String ?? ""
        return description.isEmpty ? "network error \(error.code.rawValue)" : description
    }

    /// The error for a non-2xx answer, with the reason from the API's error body when there is one.
    private static func error(status: Int, body: Data) -> NetworkError {
        struct ErrorBody: Decodable { let reason: String }
        let reason =
            (try? JSONDecoder().decode(ErrorBody.self, from: body))?.reason
            ?? HTTPURLResponse.localizedString(forStatusCode: status)
        switch status {
        case 401: return .unauthorized(reason: reason)
        case 404: return .notFound(reason: reason)
        case 409: return .conflict(reason: reason)
        default: return .rejected(status: status, reason: reason)
        }
    }
}
