import Foundation
import Hummingbird
import NIOCore

extension Request {
    /// The body decoded as JSON of type `T`: at most `limit` bytes (else 413); a body that is not
    /// JSON of that shape is a 400 that names what is wrong.
    mutating func decodeJSON<T: Decodable>(_ type: T.Type, limit: Int = BodyLimits.standard) async throws -> T {
        try Self.decode(T.self, from: await collectedBody(upTo: limit))
    }

    /// As `decodeJSON`, for a body that may be left out: `nil` when it is empty.
    mutating func decodeJSONIfPresent<T: Decodable>(_ type: T.Type, limit: Int = BodyLimits.standard) async throws -> T?
    {
        let buffer = try await collectedBody(upTo: limit)
        guard buffer.readableBytes > 0 else { return nil }
        return try Self.decode(T.self, from: buffer)
    }

    /// The body, at most `limit` bytes (else 413).
    mutating func collectedBody(upTo limit: Int = BodyLimits.standard) async throws -> ByteBuffer {
        do {
            return try await collectBody(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw APIError(.contentTooLarge, "The request body is larger than \(limit / (1024 * 1024)) MiB.")
        }
    }

    /// `buffer` decoded as JSON of type `T`; a 400 that names what is wrong when it is not.
    static func decode<T: Decodable>(_ type: T.Type, from buffer: ByteBuffer) throws -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer.readableBytesView))
        } catch let error as DecodingError {
            throw APIError.badRequest(reason(for: error))
        }
    }

    private static func reason(for error: DecodingError) -> String {
        func field(_ path: [any CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "Missing field \"\(field(context.codingPath + [key]))\"."
        case .typeMismatch(let type, let context):
            return "Field \"\(field(context.codingPath))\" must be \(type == String.self ? "a string" : "a \(type)")."
        case .valueNotFound(_, let context):
            return "Field \"\(field(context.codingPath))\" must not be null."
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "The body is not valid JSON."
        case .dataCorrupted(let context):
            return "Field \"\(field(context.codingPath))\": \(context.debugDescription)"
        @unknown default:
            return "The body is not valid JSON."
        }
    }
}

extension Parameters {
    /// A path parameter of a type that can be parsed, or a 400 saying it is not one.
    func require<Parsed: LosslessStringConvertible>(
        _ name: String, as type: Parsed.Type, describedAs description: String
    ) throws -> Parsed {
        guard let text = get(name), let value = Parsed(text) else {
            throw APIError.badRequest("\"\(get(name) ?? "")\" is not a valid \(description).")
        }
        return value
    }

    func requireUUID(_ name: String, describedAs description: String) throws -> UUID {
        guard let text = get(name), let value = UUID(uuidString: text) else {
            throw APIError.badRequest("\"\(get(name) ?? "")\" is not a valid \(description).")
        }
        return value
    }
}
