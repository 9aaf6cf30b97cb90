import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A successful answer: its status, body and headers.
struct APIResponse: Sendable {
    let status: Int
    let body: Data
    let location: String?
    /// `X-Total-Count`: how many items a paged list has in all.
    let totalCount: Int?
    /// `ETag`: the revision of what was read or written.
    var eTag: String?

    /// The body as JSON of type `T`; `description` names it in an error ("the list of players").
    /// The API's JSON: dates as ISO 8601 (a session's end).
    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    func decode<T: Decodable>(_ type: T.Type, as description: String) throws(NetworkError) -> T {
        do {
            return try Self.decoder.decode(T.self, from: body)
        } catch {
            throw .malformedResponse(reason: "expected \(description), \(Self.describe(error))")
        }
    }

    /// The last segment of `Location`, which names what a 201 created.
    func createdIdentifier() throws(NetworkError) -> String {
        guard let location, let last = location.split(separator: "/").last, !last.isEmpty else {
            throw .malformedResponse(reason: "a 201 answer without a Location header")
        }
        return String(last)
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "but the field \"\(key.stringValue)\" is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "but \(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
        case DecodingError.dataCorrupted: "but the body is not valid JSON"
        default: "but \(error)"
        }
    }
}
