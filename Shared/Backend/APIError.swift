import Foundation
import Hummingbird
import Storage

/// Every failure the API reports: a status and `{"error": true, "reason": "<text>"}`.
public struct APIError: Error, HTTPResponseError, Equatable {
    public let status: HTTPResponse.Status
    public let reason: String
    /// Seconds to wait before trying again (`Retry-After`), for a 429.
    public let retryAfter: Int?

    public init(_ status: HTTPResponse.Status, _ reason: String, retryAfter: Int? = nil) {
        self.status = status
        self.reason = reason
        self.retryAfter = retryAfter
    }

    static func badRequest(_ reason: String) -> APIError { APIError(.badRequest, reason) }
    static func unauthorized(_ reason: String) -> APIError { APIError(.unauthorized, reason) }
    static func notFound(_ reason: String) -> APIError { APIError(.notFound, reason) }

    /// A storage failure as the client should see it: what it did wrong, or that the server failed.
    init(_ error: StorageError) {
        switch error {
        case .userNotFound, .playerNotFound, .gatherNotFound:
            self.init(.notFound, error.description)
        case .duplicateUsername, .playerChanged, .cardChanged:
            self.init(.conflict, error.description)
        case .benchPlayersAreNotStored, .invalidCard, .thumbnailFailed:
            self.init(.badRequest, error.description)
        case .idempotencyKeyReused:
            // As the IETF httpapi draft says: the key is known, the request is not the same.
            self.init(.unprocessableContent, error.description)
        case .locked:
            self.init(.serviceUnavailable, "The server is busy. Please try again.")
        case .directoryMissing, .notWritable, .notADatabase, .cannotOpen, .diskFull, .cancelled, .noAccount, .database:
            self.init(.internalServerError, "The server failed to handle the request.")
        }
    }

    private struct Body: Encodable {
        let error = true
        let reason: String
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = try JSONEncoder.api.encode(Body(reason: reason))
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

extension JSONEncoder {
    /// The API's JSON: keys in a stable order, slashes unescaped. One for the server, as an
    /// encoder is safe to share and every response would otherwise make its own.
    static let api: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()
}
